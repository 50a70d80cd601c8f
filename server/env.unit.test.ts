import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('uses the defaults and generates secrets into DATA_DIR once', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balss-env-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      developerMode: false,
      databaseUrl: undefined,
    });
    expect(first.tokenSecret).toHaveLength(64);
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(again.tokenSecret).toBe(first.tokenSecret);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).tokenSecret).toBe(
      first.tokenSecret,
    );
  });

  it('treats an empty variable as unset and names a bad one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balss-env-'));
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(loadConfig({ DATA_DIR: dataDir, DEVELOPER_MODE: 'true' }).developerMode).toBe(true);
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses, and names a bad value', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balss-env-'));
    const trust = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.5, ::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', '999', 'proxy.example.com']) {
      expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
    }
  });

  it('serves metrics only when METRICS_PORT is set, on 127.0.0.1 unless told, and bounds the shutdown', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balss-env-'));
    const config = (values: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...values });
    expect(config({}).metrics).toBeUndefined();
    expect(config({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(config({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    for (const bad of ['0', '70000', 'nine'])
      expect(() => config({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/);
    expect(config({})).toMatchObject({ shutdownDrainSeconds: 0, shutdownTimeoutSeconds: 25 });
    expect(() => config({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('has demo data on for the embedded database and off with DATABASE_URL, unless DEMO_DATA says', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balss-env-'));
    const demo = (values: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...values }).demoData;
    const pg = { DATABASE_URL: 'postgres://balss@localhost/balss' };
    expect(demo({})).toBe(true);
    expect(demo(pg)).toBe(false);
    expect(demo({ ...pg, DEMO_DATA: 'true' })).toBe(true);
    expect(demo({ DEMO_DATA: 'false' })).toBe(false);
    expect(demo({ ...pg, DEMO_DATA: '' })).toBe(false);
    expect(() => demo({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('reads a list of secrets (rotation): the first signs, the others are still accepted', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balss-env-'));
    const newer = 'n'.repeat(40);
    const older = 'o'.repeat(40);
    const config = loadConfig({
      DATA_DIR: dataDir,
      TOKEN_SECRET: `${newer}, ${older}`,
      COOKIE_SECRET: `${older}`,
    });
    expect(config).toMatchObject({
      tokenSecret: newer,
      previousTokenSecrets: [older],
      cookieSecret: older,
      previousCookieSecrets: [],
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: `${newer},short`, COOKIE_SECRET: older }),
    ).toThrow(/TOKEN_SECRET: at least 32 characters/);
  });

  it('is behind TLS exactly when APP_URL is https', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balss-env-'));
    expect(loadConfig({ DATA_DIR: dataDir }).tls).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://192.168.1.20:3000' }).tls).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://balss.example.lv' }).tls).toBe(true);
  });
});
