// The payout rail of a browser-test run (decision 0031). The API has the repository's ЮKassa Payouts
// emulator as its provider, and the demo data chooses the provider's rail when one is configured;
// every other test pays by hand on the desk, so the run starts on the manual rail and only the
// payouts journey (its own project, after every other) chooses the provider's and goes back.
import { DEMO_ADMIN_2, totpCode } from './operators';

const STEP_MS = 30_000;

/** Signs the second demo admin in; a code used moments ago (the same 30-second step) waits for the next. */
async function adminToken(apiUrl: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${apiUrl}/api/admin/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: DEMO_ADMIN_2.email,
        password: DEMO_ADMIN_2.password,
        code: totpCode(DEMO_ADMIN_2.totpSecret),
      }),
    });
    const answer = (await res.json()) as { token?: string };
    if (res.ok && answer.token) return answer.token;
    if (attempt >= 2) throw new Error(`sign-in of ${DEMO_ADMIN_2.email}: ${res.status} ${JSON.stringify(answer)}`);
    await new Promise((r) => setTimeout(r, STEP_MS - (Date.now() % STEP_MS) + 500));
  }
}

/** The desk records payments made by hand: the rail every test but the payouts journey expects. */
export async function chooseManualRail(apiUrl: string): Promise<void> {
  const token = await adminToken(apiUrl);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  // The switch is confirmed with the number of members it touches, as the settings page does (decision 0057).
  const impact = await fetch(`${apiUrl}/api/admin/payouts/rail/impact?rail=manual`, { headers });
  if (!impact.ok) throw new Error(`the manual rail's impact: ${impact.status} ${await impact.text()}`);
  const { members } = (await impact.json()) as { members: number };
  const res = await fetch(`${apiUrl}/api/admin/payouts/rail`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ rail: 'manual', confirmedMembers: members }),
  });
  if (!res.ok) throw new Error(`the manual rail: ${res.status} ${await res.text()}`);
}

function emulatorUrl(): string {
  const url = process.env.E2E_EMULATOR_URL;
  if (!url) throw new Error('E2E_EMULATOR_URL is unset: run the suite with -c e2e/playwright.config.ts');
  return url;
}

/** The emulator's payouts as it keeps them (its own control, not ЮKassa's API). */
interface EmulatedPayout {
  id: string;
  status: string;
  metadata?: Record<string, string>;
  payout_destination: { type: string };
}

export async function emulatedPayouts(): Promise<EmulatedPayout[]> {
  const res = await fetch(`${emulatorUrl()}/emulator/payouts`);
  return ((await res.json()) as { items: EmulatedPayout[] }).items;
}

/** Changes the emulator's behaviour (its own control): here, which ИНН ФНС no longer confirms. */
export async function setEmulatorConfig(config: { npdInactiveInns: string[] }): Promise<void> {
  const res = await fetch(`${emulatorUrl()}/emulator/config`, { method: 'POST', body: JSON.stringify(config) });
  if (!res.ok) throw new Error(`the emulator's settings: ${res.status} ${await res.text()}`);
}
