// Business constants of product §9 and the session rules of product §4–§5, in one place.

/** Generic modal: opens about 10 ms after mount, closing plays 300 ms then unmounts (product §4, §9). */
export const MODAL_OPEN_DELAY_MS = 10;
export const MODAL_CLOSE_MS = 300;

/** /version.json is polled this often, without cache (product §4, §9). */
export const VERSION_POLL_MS = 60_000;

/** Session cookie lifetime: 15 days (product §9). */
export const SESSION_TTL_S = 1_296_000;
/** iron-session refuses shorter passwords; so does the app server at start (product §5). */
export const SESSION_SECRET_MIN_LENGTH = 32;

/**
 * The member's choice of a collapsed sidebar, in a cookie rather than localStorage: the layout reads
 * it on the server, so a reload paints the sidebar as it was left (no wide flash). Not personal data.
 */
export const SIDEBAR_COOKIE = 'agentplus.sidebar';
export const SIDEBAR_COOKIE_MAX_AGE_S = 31_536_000;

/** The refresh token's fixed localStorage key (product §3: "name not shown"). */
export const REFRESH_TOKEN_KEY = 'agentplus.refreshToken';
/** sessionStorage entry of the member's id, stored once from the balance call (product §3). */
export const USER_ID_KEY = 'userId';

/** Every call to the API says which language its messages should be in (product §1). */
export const API_LANGUAGE = 'ru-RU';

/** The back office's news preview: the one page a page of ours may show in a frame (decision 0018). */
export const NEWS_PREVIEW_PATH = '/admin/news-preview';
