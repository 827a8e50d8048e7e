// What /version.json says without zod: the browser's update check reads it.

export const UNKNOWN_GIT_HASH = 'unknown';
