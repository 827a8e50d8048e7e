import type { Env } from '../../config/env.js';
import { telegramGateway, type TelegramGateway } from './telegram-gateway.js';

/** Telegram Gateway when its token is configured (env.ts refuses the emulator in production). */
export function createTelegramGateway(env: Env): TelegramGateway | null {
  if (!env.TELEGRAM_GATEWAY_TOKEN) return null;
  return telegramGateway({
    baseUrl: env.TELEGRAM_GATEWAY_URL,
    token: env.TELEGRAM_GATEWAY_TOKEN,
    timeoutMs: env.SMS_PROVIDER_TIMEOUT_MS,
  });
}
