-- Issue 23: every server caches sessions and user-details records (server/queries/userCaches.ts). Each
-- table those reads join notifies, on commit, every user whose record or session it changes:
-- NOTIFY longform_cache 'u:<user id>'. A team's change reaches every member and its admin.
CREATE OR REPLACE FUNCTION longform_notify_user(user_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF user_id IS NOT NULL THEN
    PERFORM pg_notify('longform_cache', 'u:' || user_id);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION longform_notify_team(team uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF team IS NULL THEN
    RETURN;
  END IF;
  PERFORM longform_notify_user(m.user_id) FROM team_members m WHERE m.team_id = team;
  PERFORM longform_notify_user(t.admin_id) FROM teams t WHERE t.id = team;
END
$$;
--> statement-breakpoint
-- Members of every team the user administers see the admin's projects (team_projects).
CREATE OR REPLACE FUNCTION longform_notify_admin_teams(admin text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM longform_notify_user(admin);
  PERFORM longform_notify_team(t.id) FROM teams t WHERE t.admin_id = admin;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION longform_cache_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
  row_image jsonb;
BEGIN
  FOREACH row_image IN ARRAY array_remove(ARRAY[old_row, new_row], NULL) LOOP
    CASE TG_TABLE_NAME
      WHEN 'users' THEN PERFORM longform_notify_user(row_image->>'id');
      WHEN 'sessions', 'onboarding_data', 'team_members' THEN PERFORM longform_notify_user(row_image->>'user_id');
      WHEN 'teams' THEN
        PERFORM longform_notify_team((row_image->>'id')::uuid);
        PERFORM longform_notify_user(row_image->>'admin_id');
      WHEN 'projects' THEN PERFORM longform_notify_admin_teams(row_image->>'owner_id');
      WHEN 'brand_voices' THEN
        PERFORM longform_notify_user(row_image->>'user_id');
        PERFORM longform_notify_team((row_image->>'team_id')::uuid);
    END CASE;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_cache AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION longform_cache_row_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_cache AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION longform_cache_row_changed();
--> statement-breakpoint
CREATE TRIGGER teams_notify_cache AFTER INSERT OR UPDATE OR DELETE ON teams FOR EACH ROW EXECUTE FUNCTION longform_cache_row_changed();
--> statement-breakpoint
CREATE TRIGGER team_members_notify_cache AFTER INSERT OR UPDATE OR DELETE ON team_members FOR EACH ROW EXECUTE FUNCTION longform_cache_row_changed();
--> statement-breakpoint
CREATE TRIGGER projects_notify_cache AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION longform_cache_row_changed();
--> statement-breakpoint
CREATE TRIGGER onboarding_data_notify_cache AFTER INSERT OR UPDATE OR DELETE ON onboarding_data FOR EACH ROW EXECUTE FUNCTION longform_cache_row_changed();
--> statement-breakpoint
CREATE TRIGGER brand_voices_notify_cache AFTER INSERT OR UPDATE OR DELETE ON brand_voices FOR EACH ROW EXECUTE FUNCTION longform_cache_row_changed();
