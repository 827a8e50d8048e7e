'use server';
// The back office's sign-in sent by the browser itself, before the page's scripts ran
// (docs/decisions/0045-…: what is done before hydration is the browser's): the same call to the API
// as /api/admin/auth/sign-in, answered with the page. A password step the API accepts for an
// account with an authenticator comes back as the code step, the e-mail and password sealed for
// it (the browser keeps no password in a page); a signed-in operator is sent on.
import { adminSignInRoute, errorCatalogue, type AdminSignInResponse } from '@cabinet/contracts/client';
import { sealData, unsealData } from 'iron-session';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { adminSignIn as t } from './texts';
import { setupUnfinished } from '@/lib/queries/operator';
import { safeNextPath } from '@/lib/safe-redirect';
import { webConfig } from '@/lib/server/config';
import { keepOperatorSignIn } from '@/lib/server/operator-session';
import { callApi } from '@/lib/server/upstream';
import { signInForm } from './schema';

type FieldName = 'email' | 'password' | 'code';

export interface EarlySignIn {
  step: 'password' | 'code';
  email: string;
  /** The accepted e-mail and password, sealed for the code step; null on the password step. */
  sealed: string | null;
  refusal: string | null;
  fields: Partial<Record<FieldName, string>>;
}

/** As long as the code step may wait for the authenticator's code. */
const SEALED_TTL_S = 300;

interface Credentials {
  email?: string;
  password?: string;
}

export async function signInSentEarly(_previous: EarlySignIn | null, data: FormData): Promise<EarlySignIn> {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const sealed = text('sealed') || null;
  const secret = webConfig().sessionSecret;
  const credentials: Credentials = sealed
    ? await unsealData<Credentials>(sealed, { password: secret, ttl: SEALED_TTL_S }).catch(() => ({}))
    : { email: text('email'), password: text('password') };
  const step = sealed ? 'code' : 'password';
  const email = credentials.email ?? '';
  const answer = (refusal: string | null, fields: EarlySignIn['fields'] = {}): EarlySignIn => ({
    step,
    email,
    sealed,
    refusal,
    fields,
  });
  // An expired or altered seal: the code step starts over from the password.
  if (sealed && !credentials.email) return { step: 'password', email: '', sealed: null, refusal: t.codeTimedOut, fields: {} };

  const parsed = signInForm.safeParse({ email, password: credentials.password ?? '', ...(sealed ? { code: text('code') } : {}) });
  if (!parsed.success) {
    const fields: EarlySignIn['fields'] = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if ((name === 'email' || name === 'password' || name === 'code') && !fields[name]) fields[name] = issue.message;
    }
    return answer(null, fields);
  }

  let res: Response;
  try {
    res = await callApi({ headers: await headers() }, adminSignInRoute.path, {
      method: adminSignInRoute.method,
      json: parsed.data,
    });
  } catch {
    return answer(errorCatalogue.internal.message);
  }
  const body = (await res.json().catch(() => null)) as
    (AdminSignInResponse & { message?: never }) | { message?: string; fields?: Partial<Record<FieldName, string>> } | null;
  if (!res.ok || !body || !('result' in body)) {
    const refused = body && !('result' in body) ? body : null;
    return answer(refused?.message ?? errorCatalogue.internal.message, refused?.fields ?? {});
  }
  if (body.result === 'code_required') {
    const kept = await sealData(
      { email: parsed.data.email, password: parsed.data.password },
      { password: secret, ttl: SEALED_TTL_S },
    );
    return { step: 'code', email: parsed.data.email, sealed: kept, refusal: null, fields: {} };
  }
  await keepOperatorSignIn(body);
  const next = safeNextPath(text('next'));
  redirect(setupUnfinished(body.operator) ? '/admin/setup' : next?.startsWith('/admin') ? next : '/admin');
}
