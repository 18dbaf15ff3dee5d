import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'mithaq-config-'));

describe('loadConfig', () => {
  it('applies the defaults and keeps a generated secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.authSecret).toHaveLength(64);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8')).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: '', PORT: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SEED: 'lots',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'not a url',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'SEED', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_URL'])
      expect(problems).toContain(name);
  });

  it('requires AUTH_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(
      /AUTH_SECRET: is required when DATABASE_URL is set/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/x', AUTH_SECRET: 'x'.repeat(32) }).authSecret,
    ).toBe('x'.repeat(32));
  });

  it('takes ADMIN_EMAIL alone (a random password is made), but no ADMIN_PASSWORD without it', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.co' }).admin).toEqual({
      email: 'a@b.co',
      password: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_PASSWORD: 'secret1' })).toThrow(/ADMIN_PASSWORD/);
    expect(
      loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'secret1' }).admin,
    ).toEqual({
      email: 'a@b.co',
      password: 'secret1',
    });
  });

  it('secures cookies behind an https PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://mithaq.example/' })).toMatchObject({
      publicUrl: 'https://mithaq.example',
      secureCookies: true,
    });
  });
});
