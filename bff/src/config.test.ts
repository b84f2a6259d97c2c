import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OLLAMA_MODEL, DEFAULT_OLLAMA_VISION_MODEL } from '@workbench/adapters/documents/models.ts';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'workbench-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database, 25 MB uploads, info logs', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      uploadMaxBytes: 25 * 1024 * 1024,
      messageMaxBytes: 25 * 1024 * 1024,
      logLevel: 'info',
      trustProxy: false,
      smtpUrl: null,
    });
  });

  it('asks no local model unless OLLAMA_HOST names one, and then the documented default models', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ollamaHost).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), OLLAMA_HOST: ' ' }).ollamaHost).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), OLLAMA_HOST: 'http://ollama:11434' })).toMatchObject({
      ollamaHost: 'http://ollama:11434',
      ollamaModel: DEFAULT_OLLAMA_MODEL,
      ollamaVisionModel: DEFAULT_OLLAMA_VISION_MODEL,
    });
  });

  it('takes the secrets a rotation retires, each as long as a secret must be', () => {
    const previous = `${'a'.repeat(32)}, ${'b'.repeat(40)}`;
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_PREVIOUS_SECRETS: previous }).previousSessionSecrets).toEqual([
      'a'.repeat(32),
      'b'.repeat(40),
    ]);
    expect(loadConfig({ DATA_DIR: dataDir() }).previousSessionSecrets).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SESSION_PREVIOUS_SECRETS: 'short' })).toThrow(
      'Each of SESSION_PREVIOUS_SECRETS must be at least 32 characters',
    );
  });

  it('generates a session secret on first start, keeps it private in DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(join(dir, 'session-secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number between 0 and 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 0 and 65535, got "70000"'],
    [{ UPLOAD_MAX_BYTES: '-5' }, 'UPLOAD_MAX_BYTES must be a whole number at least 1, got "-5"'],
    [{ MESSAGE_MAX_BYTES: '0' }, 'MESSAGE_MAX_BYTES must be a whole number at least 1, got "0"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to keep mail in the outbox)'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false, got "maybe"'],
    [{ OLLAMA_HOST: 'localhost:11434' }, 'OLLAMA_HOST must be an http:// or https:// URL, got "localhost:11434"'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters (leave it unset to generate one)'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must contain an email address, got "nobody"'],
    [
      { PUBLIC_URL: 'workbench.example.com' },
      'PUBLIC_URL must be the http:// or https:// address of the site\'s root, such as https://workbench.example.com, got "workbench.example.com"',
    ],
    [
      { PUBLIC_URL: 'ftp://workbench.example.com' },
      'PUBLIC_URL must be the http:// or https:// address of the site\'s root, such as https://workbench.example.com, got "ftp://workbench.example.com"',
    ],
    [
      { PUBLIC_URL: 'https://workbench.example.com/app?x=1' },
      'PUBLIC_URL must be the http:// or https:// address of the site\'s root, such as https://workbench.example.com, got "https://workbench.example.com/app?x=1"',
    ],
    [
      { ALLOWED_HOSTS: 'ok.example, https://bad.example,a b' },
      'ALLOWED_HOSTS must be a comma-separated list of host names, each optionally with :port, got "https://bad.example", "a b"',
    ],
  ])('explains a bad value: %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('builds links from PUBLIC_URL and answers only for its host plus ALLOWED_HOSTS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://Workbench.Example.com/',
      ALLOWED_HOSTS: 'intranet.local, 10.0.0.5:3000',
    });
    expect(config.publicUrl).toBe('https://workbench.example.com');
    expect(config.allowedHosts).toEqual(['workbench.example.com', 'intranet.local', '10.0.0.5:3000']);
  });

  it('without PUBLIC_URL answers only for the loopback names (plus ALLOWED_HOSTS)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ publicUrl: null, allowedHosts: ['localhost', '127.0.0.1', '[::1]'] });
    expect(loadConfig({ DATA_DIR: dataDir(), ALLOWED_HOSTS: 'dev-box' }).allowedHosts).toContain('dev-box');
  });

  it('reports every bad value at once', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'y' })).toHaveLength(2);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/workbench',
      SMTP_URL: 'smtp://mailpit:1025',
      MAIL_FROM: 'Brokerage <desk@brokerage.example>',
      OLLAMA_HOST: 'http://ollama:11434',
      OLLAMA_MODEL: 'qwen2.5',
      OLLAMA_VISION_MODEL: 'llava',
      LOG_LEVEL: 'DEBUG',
      UPLOAD_MAX_BYTES: '1048576',
      TRUST_PROXY: 'true',
      SESSION_SECRET: 's'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/workbench',
      smtpUrl: 'smtp://mailpit:1025',
      mailFrom: 'Brokerage <desk@brokerage.example>',
      ollamaHost: 'http://ollama:11434',
      ollamaModel: 'qwen2.5',
      ollamaVisionModel: 'llava',
      logLevel: 'debug',
      uploadMaxBytes: 1048576,
      trustProxy: true,
      sessionSecret: 's'.repeat(40),
    });
  });
});
