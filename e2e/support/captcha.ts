// Solves the sign-in captcha in Node, as scripts/solve-captcha.mjs does for curl: the fixtures sign
// in through the app server without a browser widget.
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export async function captchaPayload(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/captcha/challenge');
  if (!res.ok()) throw new Error(`captcha challenge: ${res.status()}`);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
