-- Issue 16: each instance keeps a short-lived cache of session -> user. Whatever ends a session or
-- changes the account it carries notifies every instance at commit (channel hanout_sessions,
-- payload the account id), so no write path can forget to drop a cached entry.
CREATE OR REPLACE FUNCTION hanout_notify_session_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('hanout_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('hanout_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_notify_owner AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION hanout_notify_session_owner();--> statement-breakpoint
CREATE TRIGGER users_notify_sessions AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION hanout_notify_session_owner();--> statement-breakpoint
CREATE TRIGGER users_deleted_notify_sessions AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION hanout_notify_session_owner();
