// Prints how long one captcha solve takes in Node with the configured work (CAPTCHA_MAX_COUNTER).
// The browser's WebCrypto is slower per hash than Node's; the widget spreads work over workers.
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const max = Number(process.env.CAPTCHA_MAX_COUNTER ?? 12_000);
const runs = 20;
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.floor(max / 2), max),
    deriveKey,
    hmacSignatureSecret: 'bench-secret',
    hmacKeySignatureSecret: 'bench-key-secret',
  });
  const t0 = performance.now();
  await solveChallenge({ challenge, deriveKey });
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
console.log(
  `captcha solve (SHA-256, counter ≤ ${max}, ${runs} runs, Node): p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`,
);
