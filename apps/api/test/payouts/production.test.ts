// Production pays real money (decision 0031): the configuration refuses the emulator's address, and
// should an emulator answer anyway (an address that reaches one), the adapter refuses its answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../src/config/env.js';
import { createPayoutProvider } from '../../src/providers/payouts/create-provider.js';
import { startEmulator, type Emulator } from '../../../emulators/src/payouts/server.js';
import { TEST_ORGANISER } from '../helper.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/cabinet-production-config',
  SESSION_SECRET: 's'.repeat(32),
  TOKEN_SECRET: 't'.repeat(32),
  SMS_PROVIDER: 'smsru',
  SMSRU_API_ID: 'live-api-id',
  PAYOUT_PROVIDER: 'yookassa',
  YOOKASSA_AGENT_ID: '505050',
  YOOKASSA_SECRET_KEY: 'live_secret',
  ...TEST_ORGANISER,
};

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

describe('production and the payout emulator', () => {
  it('takes ЮKassa’s https address and refuses the emulator’s, or any of this machine', () => {
    expect(parseEnv(PRODUCTION).YOOKASSA_API_URL).toBe('https://api.yookassa.ru/v3');
    for (const url of [emulator.url, 'http://api.yookassa.ru/v3', 'https://localhost:4010/v3', 'https://127.0.0.2/v3']) {
      expect(() => parseEnv({ ...PRODUCTION, YOOKASSA_API_URL: url })).toThrow(ConfigError);
      expect(() => parseEnv({ ...PRODUCTION, YOOKASSA_API_URL: url })).toThrow(/YOOKASSA_API_URL/);
    }
    // Outside production the emulator is the provider (npm start, the tests).
    expect(parseEnv({ ...PRODUCTION, NODE_ENV: 'development', YOOKASSA_API_URL: emulator.url }).YOOKASSA_API_URL).toBe(
      emulator.url,
    );
  });

  it('refuses an answer marked as the emulator’s in production', async () => {
    const env = parseEnv({ ...PRODUCTION, NODE_ENV: 'development', YOOKASSA_API_URL: emulator.url });
    const secrets = { YOOKASSA_AGENT_ID: emulator.config.agentId, YOOKASSA_SECRET_KEY: emulator.config.secretKey };
    const development = createPayoutProvider({ ...env, ...secrets });
    expect(await development!.getBalance()).toBe(emulator.config.balance);
    const production = createPayoutProvider({ ...env, ...secrets, NODE_ENV: 'production' });
    await expect(production!.getBalance()).rejects.toMatchObject({ name: 'ProviderRefused', code: 'emulator_refused' });
  });
});
