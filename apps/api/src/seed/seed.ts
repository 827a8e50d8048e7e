import type { Db } from '../db/types.js';
import { DEMO_PHONE, SECOND_PHONE, seedMember } from './members.js';

/** Loads the demo data once; a database that has it already is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM app_meta WHERE key = 'demo_seeded'");
  if (rows.length > 0) return false;
  await seedDemo(db);
  return true;
}

export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedMember(tx, {
      phone: DEMO_PHONE,
      firstName: 'Иван',
      middleName: 'Сергеевич',
      lastName: 'Петров',
      cityName: 'Москва',
      email: 'ivan.petrov@example.ru',
    });
    await seedMember(tx, {
      phone: SECOND_PHONE,
      firstName: 'Мария',
      middleName: 'Александровна',
      lastName: 'Кузнецова',
      cityName: 'Санкт-Петербург',
      email: 'maria.kuznetsova@example.ru',
    });
    await tx.query("INSERT INTO app_meta (key, value) VALUES ('demo_seeded', now()::text)");
  });
}
