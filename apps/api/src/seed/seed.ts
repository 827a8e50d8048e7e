import type { Env } from '../config/env.js';
import { loadSecrets } from '../config/secrets.js';
import type { Db } from '../db/types.js';
import type { FileStore } from '../lib/file-store.js';
import { operatorTotpKey } from '../lib/keys.js';
import type { DemoContext } from './demo-context.js';
import { DEMO_PHONE, SECOND_PHONE, seedMember } from './members.js';
import { seedContentDemo } from './content-demo.js';
import { seedMoneyDemo } from './money-demo.js';
import { scopeDealerDemoOperator, seedOperatorsDemo } from './operators-demo.js';
import { seedProfileDemo } from './profile-demo.js';
import { seedTeamDemo } from './team-demo.js';
import { seedTeamsStructureDemo } from './teams-structure-demo.js';
import { seedTaxDemo } from './tax-demo.js';
import { seedStatementsDemo } from './statements-demo.js';
import { seedDeskDemo } from './desk-demo.js';
import { seedPayoutMembersDemo, seedPayoutRailDemo } from './payouts-demo.js';
import { seedClosedMonthDemo } from './periods-demo.js';
import { seedBadgesDemo } from './badges-demo.js';
import { seedContestsDemo } from './contests-demo.js';
import { seedTeamContestsDemo } from './team-contests-demo.js';
import { seedLeagueDemo } from './league-demo.js';
import { seedDisputesDemo } from './disputes-demo.js';
import { seedLegalDemo } from './legal-demo.js';
import {
  seedBankRegistryJourneyDemo,
  seedNpdJourneyDemo,
  seedNpdLostJourneyDemo,
  seedSelfEmployedDemo,
} from './self-employed-demo.js';

/** Loads the demo data once (its pictures and scans into `files`); a database that has it already is left alone. */
export async function seedIfEmpty(db: Db, env: Env, files: FileStore): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM app_meta WHERE key = 'demo_seeded'");
  if (rows.length > 0) return false;
  const totpKey = operatorTotpKey(loadSecrets(env).tokenSecret);
  await seedDemo(db, files, totpKey);
  await seedPayoutRailDemo(db, env);
  // Last: once a month is closed, nothing may be dated in it.
  if (!(await seedClosedMonthDemo(db, env)))
    console.warn('demo: no month closed, the organiser’s requisites (ORGANISER_*) are not set');
  return true;
}

export async function seedDemo(db: Db, files: FileStore, totpKey: Buffer, now = new Date()): Promise<DemoContext> {
  return db.transaction(async (tx) => {
    const demoMemberId = await seedMember(tx, {
      phone: DEMO_PHONE,
      firstName: 'Иван',
      middleName: 'Сергеевич',
      lastName: 'Петров',
      cityName: 'Москва',
      email: 'ivan.petrov@example.ru',
    });
    const secondMemberId = await seedMember(tx, {
      phone: SECOND_PHONE,
      firstName: 'Мария',
      middleName: 'Александровна',
      lastName: 'Кузнецова',
      cityName: 'Санкт-Петербург',
      email: 'maria.kuznetsova@example.ru',
    });
    const ctx: DemoContext = { demoMemberId, secondMemberId, now, files };
    // Order matters: content's stand-in notifications fill only categories the others left empty.
    await seedProfileDemo(tx, ctx);
    await seedMoneyDemo(tx, ctx);
    await seedContentDemo(tx, ctx);
    await seedTeamDemo(tx, ctx);
    await seedDeskDemo(tx, ctx);
    await seedPayoutMembersDemo(tx, ctx);
    await seedOperatorsDemo(tx, { now, totpKey });
    await seedDisputesDemo(tx, ctx);
    await seedLeagueDemo(tx, ctx);
    await seedContestsDemo(tx, ctx);
    await seedTaxDemo(tx, ctx);
    await seedStatementsDemo(tx, ctx);
    await seedSelfEmployedDemo(tx, ctx);
    await seedNpdJourneyDemo(tx, ctx);
    await seedNpdLostJourneyDemo(tx, ctx);
    await seedBankRegistryJourneyDemo(tx, ctx);
    // After the contests' start (its leagues stay as they were), before the badges (it adds contracts).
    await seedTeamsStructureDemo(tx, ctx);
    // After every demo contract: the badges they earned are given as the intake gives them.
    await seedBadgesDemo(tx, ctx);
    // Last of the members: everyone seeded before has accepted the rules and the consent.
    await seedLegalDemo(tx, ctx);
    // After the team structure's demo: it plays the teams that demo made (none: skipped).
    await seedTeamContestsDemo(tx, ctx);
    // After the team structure's demo: the dealer operator's dealer is found there by name (decision 0066).
    if (!(await scopeDealerDemoOperator(tx))) console.warn('demo: the dealer operator sees every dealer, hers is not seeded');
    await tx.query("INSERT INTO app_meta (key, value) VALUES ('demo_seeded', $1)", [now.toISOString()]);
    return ctx;
  });
}
