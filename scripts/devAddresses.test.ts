import { resolve } from 'node:path';
import { createServer, loadConfigFromFile, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAddress } from './devAddresses';

const configFile = resolve(__dirname, '..', 'vite.config.ts');

describe('devAddress', () => {
  it('serves the app at its own addresses, the poll page at poll addresses, and leaves /vue/ files and /api alone', () => {
    expect(devAddress('GET', '/')).toEqual({ serve: '/vue/' });
    expect(devAddress('GET', '/users/login?error=x')).toEqual({ serve: '/vue/' });
    expect(devAddress('GET', '/demo-school')).toEqual({ serve: '/vue/' });
    expect(devAddress('GET', '/p/abc')).toEqual({ serve: '/vue/poll.html' });
    expect(devAddress('GET', '/student/poll/1/2')).toEqual({ serve: '/vue/poll.html' });
    expect(devAddress('GET', '/vue/')).toEqual({ redirect: '/' });
    expect(devAddress('GET', '/vue/main.tsx')).toBeNull();
    expect(devAddress('GET', '/vue/@vite/client')).toBeNull();
    expect(devAddress('GET', '/api/health')).toBeNull();
    expect(devAddress('POST', '/users/login')).toBeNull();
  });
});

describe('npm run dev', () => {
  let server: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    server = await createServer({
      configFile,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false, watch: null },
    });
    await server.listen();
    base = server.resolvedUrls!.local[0].replace(/\/vue\/$/, '');
  });
  afterAll(() => server?.close());

  const page = async (path: string) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: await response.text(),
    };
  };

  it('opens the app at the README address and at every address of the app', async () => {
    for (const path of ['/', '/users/login', '/school/classes']) {
      const { status, text } = await page(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain('/main.tsx');
    }
    expect((await page('/p/abc')).text).toContain('poll/main.tsx');
    expect(await page('/vue/')).toMatchObject({ status: 302, location: '/' });
  });

  it('sends API calls to the port the API listens on', async () => {
    const before = process.env.PORT;
    process.env.PORT = '3456';
    try {
      const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, configFile);
      expect(loaded?.config.server?.proxy).toEqual({ '/api': 'http://127.0.0.1:3456' });
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });
});
