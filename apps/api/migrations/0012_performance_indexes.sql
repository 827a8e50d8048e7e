-- Performance (decision 0014).
--
-- 1. Revocations are announced: every API process keeps a few seconds' cache of live sign-ins and
--    drops it when a session is revoked or deleted, or a member's status changes (channel
--    `auth_revoked`, payload the member's id). See features/auth/live-sessions.ts.
CREATE FUNCTION auth_sessions_announce_revocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_revoked', coalesce(NEW.member_id, OLD.member_id)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER auth_sessions_announce_revocation AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at) EXECUTE FUNCTION auth_sessions_announce_revocation();
CREATE TRIGGER auth_sessions_announce_deletion AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION auth_sessions_announce_revocation();

CREATE FUNCTION members_announce_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_revoked', NEW.id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER members_announce_status AFTER UPDATE OF status ON members
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION members_announce_status();

-- 2. A history search reads the member's transactions in the history's order from this index
--    alone (index-only: kind and search text included) and stops at the page. See
--    features/balance/history.ts (bySearch).
CREATE INDEX ledger_transactions_history_search_idx ON ledger_transactions (member_id, created_at DESC, id DESC)
  INCLUDE (kind, search_text);
