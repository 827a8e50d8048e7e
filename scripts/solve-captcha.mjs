// Solves an ALTCHA challenge read from stdin and prints the payload the widget would submit.
// Used by demo-sign-in.sh so that sign-in can be tried with curl alone.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const challenge = JSON.parse(input);
const solution = await solveChallenge({ challenge, deriveKey });
if (!solution) {
  console.error('captcha: no solution found');
  process.exit(1);
}
process.stdout.write(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
