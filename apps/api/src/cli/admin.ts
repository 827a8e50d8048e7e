// npm run admin:create -- --email x@example.ru --role admin [--name "Имя Фамилия"]
//   creates an operator and e-mails a set-password link (outside production without SMTP_URL the
//   message is printed here). An admin only while fewer than two admins exist: the bootstrap of dual
//   control (decision 0029); later admins are made in the back office and approved by a second one.
// npm run admin:code
//   prints the demo admin's current authenticator code (the demo's secret is public).
import { countRu, OPERATOR_INVITATION_HOURS, OPERATOR_ROLES, operatorEmailSchema, type OperatorRole } from '@cabinet/contracts';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../config/env.js';
import { migrate } from '../db/migrate.js';
import { openDb } from '../db/open.js';
import { AppError } from '../lib/app-error.js';
import { createOperatorFromCommandLine } from '../features/operators/service.js';
import { operatorTotpKey } from '../lib/keys.js';
import { loadSecrets } from '../config/secrets.js';
import { createMailSender } from '../providers/mail/mail.js';
import pino from 'pino';
import { currentTotpCode } from '../features/operators/totp.js';
import { DEMO_ADMINS } from '../seed/operators-demo.js';

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
    // The log sender prints the message to this console, as the API's log would.
    const logger = pino({ level: 'info', base: null, timestamp: false });
    const operator = await createOperatorFromCommandLine(
      {
        db,
        totpKey: operatorTotpKey(loadSecrets(env).tokenSecret),
        productName: env.PRODUCT_NAME,
        production: env.NODE_ENV === 'production',
        mail: createMailSender(env, logger),
        webUrl: env.PUBLIC_WEB_URL,
      },
      { email: email.data, displayName: values.name?.trim() ?? '', role },
      new Date(),
    );
    console.log(`Оператор создан: ${operator.email} (${operator.role})`);
    console.log(
      `Ссылка для задания пароля отправлена на ${operator.email}; она действует ${countRu(OPERATOR_INVITATION_HOURS, ['час', 'часа', 'часов'])}.` +
        (role === 'admin' ? ' Администратор подключит приложение-аутентификатор при первом входе.' : ''),
    );
  } finally {
    await db.close();
  }
}

function code(): void {
  for (const admin of DEMO_ADMINS) console.log(`${admin.email}: ${currentTotpCode(admin.totpSecret, new Date())}`);
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
