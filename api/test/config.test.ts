import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';

const strongSecret = 'k3Yq8w1Lr0Vb6Zp2Xn5Tc9Hs4Jd7Mf0Ga1Ue8Io3Py';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      embeddedPgPort: 54_320,
      remotesManifest: join(repoRoot, '.cdn', 'remotes.json'),
      shellDist: undefined,
      seedDemo: true,
      logLevel: 'info',
      corsOrigin: true,
      loginFreeFailures: 5,
    });
    expect(config.jwt.expiresIn).toBe('7d');
  });

  it('without JWT_SECRET, signs with a random secret of this installation, kept owner-only in its data folder', () => {
    const first = mkdtempSync(join(tmpdir(), 'shop-config-'));
    const second = mkdtempSync(join(tmpdir(), 'shop-config-'));
    try {
      const secret = loadConfig({ DATA_DIR: first }).jwt.secret;
      expect(secret.length).toBeGreaterThanOrEqual(48);
      expect(readFileSync(join(first, 'jwt-secret'), 'utf8').trim()).toBe(secret);
      expect(statSync(join(first, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: first }).jwt.secret, 'reused after a restart').toBe(secret);
      expect(loadConfig({ DATA_DIR: second }).jwt.secret, 'another installation').not.toBe(secret);
      writeFileSync(join(second, 'jwt-secret'), 'short\n');
      expect(() => loadConfig({ DATA_DIR: second }), 'a damaged file is never used').toThrow(
        /jwt-secret holds no usable secret/,
      );
      expect(loadConfig({ DATA_DIR: first, JWT_SECRET: strongSecret }).jwt.secret).toBe(strongSecret);
    } finally {
      rmSync(first, { recursive: true, force: true });
      rmSync(second, { recursive: true, force: true });
    }
  });

  it('reads every variable, relative paths from the repository root', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://shop:pw@db:5432/shop',
      DATA_DIR: '.e2e/data',
      EMBEDDED_PG_PORT: '54390',
      JWT_SECRET: strongSecret,
      REMOTES_MANIFEST: '/srv/cdn/remotes.json',
      SHELL_DIST: 'shell/dist',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CORS_ORIGIN: 'https://shop.example, https://admin.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://shop:pw@db:5432/shop',
      dataDir: join(repoRoot, '.e2e', 'data'),
      embeddedPgPort: 54_390,
      remotesManifest: '/srv/cdn/remotes.json',
      shellDist: join(repoRoot, 'shell', 'dist'),
      seedDemo: false,
      logLevel: 'warn',
      corsOrigin: ['https://shop.example', 'https://admin.example'],
    });
    expect(config.jwt.secret).toBe(strongSecret);
  });

  it('refuses to run in production without a real JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: strongSecret,
      PUBLIC_ORIGIN: 'https://shop.example',
    });
    expect(production).toMatchObject({ production: true, seedDemo: false });
  });

  // hardening (issue 33): links for other sites never come from the Host header
  it("takes the public origin from PUBLIC_ORIGIN, defaults to npm start's own address, and requires it in production", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example/' }).publicOrigin).toBe('https://shop.example');
    expect(loadConfig({}).publicOrigin).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret })).toThrow(/PUBLIC_ORIGIN must be set/);
    for (const wrong of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/shop',
      'https://shop.example/?a=1',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: wrong })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
    }
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO must be true or false/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });

  it('keeps metrics off unless METRICS_PORT is set, and never on the public port', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow(/METRICS_PORT must be an integer/);
  });

  it('reads replicas from DATABASE_READ_URLS only beside a DATABASE_URL, and names a bad one without its password', () => {
    const primary = 'postgresql://shop:pw@db:5432/shop';
    expect(loadConfig({}).databaseReadUrls).toEqual([]);
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URLS: 'postgresql://shop:pw@replica-1:5432/shop, postgres://shop:pw@replica-2/shop',
      }).databaseReadUrls,
    ).toEqual(['postgresql://shop:pw@replica-1:5432/shop', 'postgres://shop:pw@replica-2/shop']);
    expect(() => loadConfig({ DATABASE_READ_URLS: 'postgresql://shop:pw@replica-1/shop' })).toThrow(
      /DATABASE_READ_URLS needs DATABASE_URL/,
    );
    const bad = () => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URLS: 'mysql://shop:secret@replica-1/shop' });
    expect(bad).toThrow(/DATABASE_READ_URLS must be postgresql:\/\/ addresses/);
    expect(bad).not.toThrow(/secret/);
  });
});
