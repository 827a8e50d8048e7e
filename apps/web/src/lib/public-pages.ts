// Which pages a visitor may open without signing in (product §2). The sign-in page, and what a
// member may need before or instead of signing in: the help (its sign-in answers above all: «Не
// приходит SMS с кодом»), the privacy policy and the consent (152-ФЗ expects them to be readable
// before any data is typed) and the programme rules. proxy.ts sends a visitor anywhere else to /login; the cabinet's
// layout shows these in the public layout to a visitor and in the cabinet to a member.

/** The readable documents: public, yet inside the cabinet for a member who is signed in. */
const DOCUMENT_PAGES: readonly string[] = ['/help', '/policy', '/consent', '/rules'];

const PUBLIC_PAGES = new Set(['/login', ...DOCUMENT_PAGES]);

/** `path` without its trailing slash ('/help/' is '/help'). */
export function isPublicPage(path: string): boolean {
  return PUBLIC_PAGES.has(path.length > 1 ? path.replace(/\/$/, '') : path);
}

export function isDocumentPage(path: string): boolean {
  return DOCUMENT_PAGES.includes(path.length > 1 ? path.replace(/\/$/, '') : path);
}

/**
 * The request header in which proxy.ts tells the page's layout which page it renders (a layout has
 * no other way to know). Set on every page request, replacing whatever a client sent.
 */
export const PAGE_PATH_HEADER = 'x-agentplus-page';
