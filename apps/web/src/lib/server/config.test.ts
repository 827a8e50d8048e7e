import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWebConfig, WebConfigError } from './config';

const secret = 's'.repeat(32);
const noFile = () => {
  throw new Error('ENOENT');
};

describe('parseWebConfig', () => {
  it('takes SESSION_SECRET from the environment first', () => {
    const config = parseWebConfig({ SESSION_SECRET: secret, APP_ENV: 'production' }, noFile);
    expect(config.sessionSecret).toBe(secret);
    expect(config.production).toBe(true);
  });

  it("reads the API's DATA_DIR/secrets.json outside production", () => {
    let read = '';
    const config = parseWebConfig({ APP_ENV: 'development', DATA_DIR: '/tmp/cabinet-data' }, (file) => {
      read = file;
      return JSON.stringify({ sessionSecret: 'f'.repeat(43), tokenSecret: 'x' });
    });
    expect(read).toBe(path.resolve('/tmp/cabinet-data', 'secrets.json'));
    expect(config.sessionSecret).toBe('f'.repeat(43));
  });

  it('requires SESSION_SECRET in production, and a built app is production unless APP_ENV says otherwise', () => {
    expect(() => parseWebConfig({ NODE_ENV: 'production' }, () => JSON.stringify({ sessionSecret: secret }))).toThrow(
      /SESSION_SECRET is required/,
    );
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => parseWebConfig({ SESSION_SECRET: 'short', APP_ENV: 'development' }, noFile)).toThrow(WebConfigError);
    expect(() => parseWebConfig({ SESSION_SECRET: 'x'.repeat(31), APP_ENV: 'development' }, noFile)).toThrow(
      /at least 32 characters/,
    );
  });

  it('says what to do when the secrets file is missing', () => {
    expect(() => parseWebConfig({ APP_ENV: 'development' }, noFile)).toThrow(/start the API first/);
  });

  it('finds the API from API_URL, or from API_HOST and API_PORT', () => {
    expect(parseWebConfig({ SESSION_SECRET: secret, API_URL: 'http://10.0.0.5:4000/' }, noFile).apiOrigin).toBe(
      'http://10.0.0.5:4000',
    );
    expect(parseWebConfig({ SESSION_SECRET: secret, API_PORT: '4100' }, noFile).apiOrigin).toBe('http://127.0.0.1:4100');
    expect(parseWebConfig({ SESSION_SECRET: secret, API_HOST: '0.0.0.0' }, noFile).apiOrigin).toBe('http://127.0.0.1:4000');
  });

  it('takes the payout widget’s script only from https, or the emulator on 127.0.0.1 outside production', () => {
    const url = 'https://yookassa.ru/payouts-data/3.1.0/widget.js';
    expect(parseWebConfig({ SESSION_SECRET: secret, PAYOUT_WIDGET_URL: url }, noFile).payoutWidgetUrl).toBe(url);
    expect(parseWebConfig({ SESSION_SECRET: secret }, noFile).payoutWidgetUrl).toBeNull();
    const local = 'http://127.0.0.1:4010/payouts-data/3.1.0/widget.js';
    expect(
      parseWebConfig({ SESSION_SECRET: secret, APP_ENV: 'development', PAYOUT_WIDGET_URL: local }, noFile).payoutWidgetUrl,
    ).toBe(local);
    expect(() => parseWebConfig({ SESSION_SECRET: secret, APP_ENV: 'production', PAYOUT_WIDGET_URL: local }, noFile)).toThrow(
      /PAYOUT_WIDGET_URL/,
    );
    expect(() => parseWebConfig({ SESSION_SECRET: secret, PAYOUT_WIDGET_URL: 'widget.js' }, noFile)).toThrow(/PAYOUT_WIDGET_URL/);
  });

  it('turns Metrika on only with a numeric YM_COUNTER_ID', () => {
    expect(parseWebConfig({ SESSION_SECRET: secret }, noFile).ymCounterId).toBeNull();
    expect(parseWebConfig({ SESSION_SECRET: secret, YM_COUNTER_ID: '12345678' }, noFile).ymCounterId).toBe('12345678');
    expect(() => parseWebConfig({ SESSION_SECRET: secret, YM_COUNTER_ID: 'abc' }, noFile)).toThrow(/YM_COUNTER_ID/);
  });

  it('names the product after PRODUCT_NAME, АГЕНТ ПЛЮС by default', () => {
    expect(parseWebConfig({ SESSION_SECRET: secret }, noFile).productName).toBe('АГЕНТ ПЛЮС');
    expect(parseWebConfig({ SESSION_SECRET: secret, PRODUCT_NAME: 'МОТИВАЦИЯ' }, noFile).productName).toBe('МОТИВАЦИЯ');
  });

  it('trusts no proxy unless WEB_TRUST_PROXY says so', () => {
    expect(parseWebConfig({ SESSION_SECRET: secret }, noFile).trustProxy).toEqual({ hops: 0 });
    expect(parseWebConfig({ SESSION_SECRET: secret, WEB_TRUST_PROXY: '1' }, noFile).trustProxy).toEqual({ hops: 1 });
    expect(() => parseWebConfig({ SESSION_SECRET: secret, WEB_TRUST_PROXY: 'everyone' }, noFile)).toThrow(/WEB_TRUST_PROXY/);
  });
});
