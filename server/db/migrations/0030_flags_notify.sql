-- Issue 23: every server keeps feature_flags in memory; a change (an admin page, the admin CLI, hand SQL)
-- tells every server on commit through NOTIFY longform_cache 'flags' (server/shared/invalidationBus.ts).
CREATE OR REPLACE FUNCTION longform_notify_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('longform_cache', 'flags');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER feature_flags_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION longform_notify_flags();
