// The profile forms' resolvers: the contracts' own body schemas, so the browser checks exactly what
// the API will. Loaded by the forms on first use (lib/lazy-resolver.ts), with zod — only the profile's
// contracts (`@cabinet/contracts/profile`), not all of them.
import { passportFormSchema, setAccountDataBody, setPlaceOfWorkBody, setUserDataBody } from '@cabinet/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';

export const personalResolver = zodResolver(setUserDataBody);
export const workResolver = zodResolver(setPlaceOfWorkBody);
export const accountResolver = zodResolver(setAccountDataBody);
export const passportResolver = zodResolver(passportFormSchema);
