// Where to go after signing in: only a path of this site, never another host ('//evil', '/\\evil').

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/\p{Cc}/u.test(value)) return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/api/')) return null;
  return value;
}
