import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.js';

/** A made-up organiser whose ИНН and ОГРН have their right check digits. */
const ORGANISER = {
  ORGANISER_NAME: 'ООО «Пример»',
  ORGANISER_INN: '1234567894',
  ORGANISER_OGRN: '1234567890127',
  ORGANISER_ADDRESS: '000000, г. Примерный, ул. Образцовая, д. 1',
};

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

  it("links operators' e-mail to this instance's web app unless PUBLIC_WEB_URL is given", () => {
    expect(parseEnv({}).PUBLIC_WEB_URL).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '3100' }).PUBLIC_WEB_URL).toBe('http://localhost:3100');
    expect(parseEnv({ PORT: '3100', PUBLIC_WEB_URL: 'https://lk.agentplus.ru' }).PUBLIC_WEB_URL).toBe('https://lk.agentplus.ru');
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
      SMS_PROVIDER: 'smsru,smsaero',
      SMSRU_API_ID: 'id',
      SMSAERO_EMAIL: 'sms@agentplus.ru',
      SMSAERO_API_KEY: 'k',
      ...ORGANISER,
    };
    expect(() => parseEnv(prod)).not.toThrow();
    expect(() => parseEnv({ ...prod, OTP_FIXED_CODE: '000000' })).toThrow(/OTP_FIXED_CODE is refused when NODE_ENV=production/);
    expect(() => parseEnv({ ...prod, SMS_PROVIDER: 'log' })).toThrow(/SMS_PROVIDER must name real providers/);
    expect(() => parseEnv({ ...prod, SMSRU_API_URL: 'http://127.0.0.1:4011/smsru' })).toThrow(
      /SMSRU_API_URL must be an https address of the provider/,
    );
    expect(() =>
      parseEnv({ ...prod, TELEGRAM_GATEWAY_TOKEN: 't', TELEGRAM_GATEWAY_URL: 'http://localhost:4011/telegram' }),
    ).toThrow(/TELEGRAM_GATEWAY_URL must be an https address/);
    expect(() => parseEnv({ ...prod, SESSION_SECRET: '' })).toThrow(/SESSION_SECRET is required/);
  });

  it("needs each named SMS provider's keys and knows no other provider", () => {
    expect(() => parseEnv({ SMS_PROVIDER: 'smsc' })).toThrow(
      /SMSC_LOGIN is required when SMS_PROVIDER names smsc; SMSC_PASSWORD is required/,
    );
    expect(() => parseEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_PROVIDER/);
    expect(
      parseEnv({ SMS_PROVIDER: 'smsc, smsru', SMSC_LOGIN: 'l', SMSC_PASSWORD: 'p', SMSRU_API_ID: 'i' }).SMS_PROVIDER,
    ).toEqual(['smsc', 'smsru']);
  });

  it("checks the organiser's ИНН and ОГРН by their check digits, naming the key", () => {
    expect(parseEnv(ORGANISER)).toMatchObject(ORGANISER);
    expect(() => parseEnv({ ...ORGANISER, ORGANISER_INN: '1234567895' })).toThrow(
      new ConfigError("Invalid environment: ORGANISER_INN must be an organisation's ИНН: 10 digits, the last its check digit"),
    );
    // A person's ИНН is not an organisation's.
    expect(() => parseEnv({ ...ORGANISER, ORGANISER_INN: '500100732259' })).toThrow(/ORGANISER_INN must be/);
    expect(() => parseEnv({ ...ORGANISER, ORGANISER_OGRN: '1234567890128' })).toThrow(
      new ConfigError(
        'Invalid environment: ORGANISER_OGRN must be an ОГРН: 13 digits starting with 1 or 5, the last its check digit',
      ),
    );
    expect(() => parseEnv({ ...ORGANISER, ORGANISER_OGRN: '123456789012' })).toThrow(/ORGANISER_OGRN must be/);
    expect(() => parseEnv({ ...ORGANISER, ORGANISER_NAME: 'ОО', ORGANISER_ADDRESS: ' д1 ' })).toThrow(
      /ORGANISER_NAME must be at least 3 characters; ORGANISER_ADDRESS must be at least 5 characters/,
    );
    // Outside production the organiser may be missing: then no month is closed (docs/product.md §12c).
    expect(parseEnv({}).ORGANISER_INN).toBeUndefined();
  });

  it('refuses to start in production without every requisite of the organiser', () => {
    const prod = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a'.repeat(32),
      TOKEN_SECRET: 'b'.repeat(32),
      SMS_PROVIDER: 'smsru',
      SMSRU_API_ID: 'id',
    };
    expect(() => parseEnv({ ...prod, ...ORGANISER })).not.toThrow();
    expect(() => parseEnv(prod)).toThrow(
      new ConfigError(
        'Invalid environment: ' +
          ['ORGANISER_NAME', 'ORGANISER_INN', 'ORGANISER_OGRN', 'ORGANISER_ADDRESS']
            .map((key) => `${key} is required when NODE_ENV=production (every agent's monthly document names the organiser)`)
            .join('; '),
      ),
    );
    expect(() => parseEnv({ ...prod, ...ORGANISER, ORGANISER_OGRN: '' })).toThrow(
      /^Invalid environment: ORGANISER_OGRN is required when NODE_ENV=production/,
    );
  });
});
