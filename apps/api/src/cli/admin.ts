// npm run admin:create -- --email x@example.ru --role admin [--name "Имя Фамилия"]
//   creates an operator and prints a one-time password (changed at the first sign-in).
// npm run admin:code
//   prints the demo admin's current authenticator code (the demo's secret is public).
import { OPERATOR_ROLES, operatorEmailSchema, type OperatorRole } from '@cabinet/contracts';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../config/env.js';
import { migrate } from '../db/migrate.js';
import { openDb } from '../db/open.js';
import { AppError } from '../lib/app-error.js';
import { createOperator } from '../features/operators/service.js';
import { currentTotpCode } from '../features/operators/totp.js';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET } from '../seed/operators-demo.js';

const USAGE = 'usage: npm run admin:create -- --email x@example.ru --role admin|operator [--name "Имя Фамилия"]';

async function create(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const email = operatorEmailSchema.safeParse(values.email ?? '');
  const role = values.role as OperatorRole;
  if (!email.success || !OPERATOR_ROLES.includes(role)) throw new Error(USAGE);
  const env = parseEnv();
  const db = await openDb(env);
  try {
    await migrate(db);
    const { operator, oneTimePassword } = await createOperator(
      { db },
      { email: email.data, displayName: values.name?.trim() ?? '', role },
      null,
      new Date(),
    );
    console.log(`Оператор создан: ${operator.email} (${operator.role})`);
    console.log(`Одноразовый пароль: ${oneTimePassword}`);
    console.log(
      'Его нужно сменить при первом входе в /admin.' +
        (role === 'admin' ? ' Администратор подключит приложение-аутентификатор.' : ''),
    );
  } finally {
    await db.close();
  }
}

function code(): void {
  console.log(`${DEMO_ADMIN.email}: ${currentTotpCode(DEMO_ADMIN_TOTP_SECRET, new Date())}`);
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'create') await create(rest);
  else if (command === 'code') code();
  else throw new Error(USAGE);
} catch (err) {
  if (err instanceof AppError) console.error(err.details.fields ? Object.values(err.details.fields).join('; ') : err.message);
  else if (err instanceof ConfigError || err instanceof Error) console.error(err.message);
  else console.error(err);
  process.exitCode = 1;
}
