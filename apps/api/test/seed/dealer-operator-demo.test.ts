// The demo's operator limited to a dealer (decision 0066), as `npm start` loads her and as the browser
// journey e2e/admin-dealer-scope.spec.ts uses her: Дина Ахметова sees «ИП Голубев А. В.»'s members and
// not Иван Петров, who is in a team of «ООО «Связь-Регион»».
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PHONE } from '../../src/seed/members.js';
import { DEMO_DEALER_OPERATOR, DEMO_DEALER_OPERATOR_DEALER } from '../../src/seed/operators-demo.js';
import { seedDemo } from '../../src/seed/seed.js';
import { signInOperator, type OperatorSession } from '../admin/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';

/** Андрей Викторович Голубев supervises «Казань — центр» of his own dealer (teams-structure-demo.ts). */
const GOLUBEV_PHONE = '79001110203';

let ctx: TestContext;
let dina: OperatorSession;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemo(ctx.db, ctx.app.deps.files, ctx.app.deps.totpKey, ctx.clock.now());
  dina = await signInOperator(ctx, DEMO_DEALER_OPERATOR.email, DEMO_DEALER_OPERATOR.password);
}, 180_000);

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: dina.headers });
const search = async (q: string) => (await get(`/api/admin/members?q=${q}`)).json<{ members: { id: string; phone: string }[] }>();

it('is limited to her dealer, and says so on her own account', async () => {
  const me = (await get('/api/admin/auth/me')).json<{ operator: { role: string; dealers: { name: string }[] | null } }>();
  expect(me.operator).toMatchObject({ role: 'operator', dealers: [{ name: DEMO_DEALER_OPERATOR_DEALER }] });
});

it('finds her dealer’s members, and neither finds nor opens the demo member of the other dealer', async () => {
  expect((await search(GOLUBEV_PHONE)).members.map((m) => m.phone)).toEqual([GOLUBEV_PHONE]);
  expect(await search(DEMO_PHONE)).toMatchObject({ members: [], totalCount: 0 });
  const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM members WHERE phone = $1', [DEMO_PHONE]);
  const card = await get(`/api/admin/members/${rows[0]!.id}`);
  expect({ status: card.statusCode, code: card.json<{ code: string }>().code }).toEqual({ status: 404, code: 'not_found' });
});
