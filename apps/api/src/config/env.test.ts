import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      API_PORT: 4000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      OPEN_REGISTRATION: false,
      ACCESS_TOKEN_TTL: 900,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names a short session secret in one line', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(
      new ConfigError('Invalid environment: SESSION_SECRET must be at least 32 characters'),
    );
  });

  it('names every bad key', () => {
    try {
      parseEnv({ API_PORT: 'abc', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (err) {
      const message = (err as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain('API_PORT');
      expect(message).toContain('DATABASE_URL must be a postgres:// URL');
    }
  });

  it('refuses a fixed code and the log SMS provider in production', () => {
    const prod = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a'.repeat(32),
      TOKEN_SECRET: 'b'.repeat(32),
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_KEY: 'k',
    };
    expect(() => parseEnv(prod)).not.toThrow();
    expect(() => parseEnv({ ...prod, OTP_FIXED_CODE: '000000' })).toThrow(/OTP_FIXED_CODE is refused when NODE_ENV=production/);
    expect(() => parseEnv({ ...prod, SMS_PROVIDER: 'log' })).toThrow(/SMS_PROVIDER must be "http"/);
    expect(() => parseEnv({ ...prod, SESSION_SECRET: '' })).toThrow(/SESSION_SECRET is required/);
  });

  it('needs the gateway URL and key for the http provider', () => {
    expect(() => parseEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL is required/);
  });
});
