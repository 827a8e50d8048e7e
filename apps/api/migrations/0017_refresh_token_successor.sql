-- A rotated refresh token remembers the token it was rotated into (decision 0002, amended
-- 2026-11-23). A refresh whose answer never reached the browser (the member followed a link while
-- it was under way, or the network dropped) leaves the browser holding the rotated token; shown
-- again within a minute, while that successor has never been used, it is the same browser asking
-- again rather than a copy, and gets a new pair instead of revoking the sign-in.
ALTER TABLE refresh_tokens ADD COLUMN replaced_by text;
