import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const SECRET = 'a-production-secret-of-at-least-32-characters';

describe('configuration', () => {
  it('refuses a production start without AUTH_SECRET or SMTP_URL, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: required in production[\s\S]*SMTP_URL: required in production \(sign-in codes are sent by email\)/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET })).toThrow(/SMTP_URL: required/);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail:587' }).SMTP_URL,
    ).toBe('smtp://mail:587');
  });

  it('starts elsewhere without SMTP (emails go to the development mailbox)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined();
  });

  it('listens on 127.0.0.1 unless HOST says otherwise, and on every interface by default in production', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail:587' };
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('seeds demo data by default except in production, and as asked otherwise', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail:587' };
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});
