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
});
