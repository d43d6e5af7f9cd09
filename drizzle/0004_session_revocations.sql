-- Every server process keeps recently checked sessions in memory; a deleted session (sign-out,
-- "sign out everywhere", password reset, account deletion) is announced so each process forgets it.
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_revoked', OLD.token);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_revoked AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
