// Where to go after signing in: only a page of this site, never another host ('//evil', '/\\evil') or an API call.
import { API_PATH_PREFIX } from '@cabinet/contracts/client';

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/\p{Cc}/u.test(value)) return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith(API_PATH_PREFIX)) return null;
  return value;
}
