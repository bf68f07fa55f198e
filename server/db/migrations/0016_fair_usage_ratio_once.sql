-- The fair-use ratio written once (docs/decisions.md, "Exact credits (issue 15)"): these functions are
-- its only definition. record_generation stores it, the fair-usage check, the status call and the
-- generation gate read it through mode_fair_usage_ratio, and users.fup_ratio is user_fup_ratio. The
-- window's bounds and the allowances still come from the caller (core/usage/fairUsage.ts).

-- Spec §4's ratio: the share of the allowance used, in whole percent rounded down (integer division of non-negative numbers).
CREATE OR REPLACE FUNCTION fair_usage_ratio(p_events bigint, p_allowance integer)
RETURNS double precision LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (p_events * 100 / p_allowance)::double precision
$$;--> statement-breakpoint

-- One mode's ratio at p_now: its generations after p_since and up to p_now.
CREATE OR REPLACE FUNCTION mode_fair_usage_ratio(p_user_id text, p_mode text, p_since timestamptz, p_now timestamptz, p_allowance integer)
RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT fair_usage_ratio(count(*), p_allowance) FROM fair_usage_events e
  WHERE e.user_id = p_user_id AND e.mode = p_mode AND e.created_at > p_since AND e.created_at <= p_now
$$;--> statement-breakpoint

-- users.fup_ratio: the highest ratio of any mode at p_now (0 with no generation in the window).
CREATE OR REPLACE FUNCTION user_fup_ratio(p_user_id text, p_since timestamptz, p_now timestamptz, p_modes text[], p_allowances integer[])
RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT coalesce(max(mode_fair_usage_ratio(p_user_id, a.mode, p_since, p_now, a.allowance)), 0)
  FROM unnest(p_modes, p_allowances) AS a(mode, allowance)
$$;--> statement-breakpoint

-- As migration 0013 (one round trip, under the user's row lock, each step with a fresh snapshot), now
-- computing through the functions above.
CREATE OR REPLACE FUNCTION record_generation(
  p_user_id text, p_mode text, p_now timestamptz, p_since timestamptz, p_modes text[], p_allowances integer[]
) RETURNS double precision LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_ratio double precision;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;
  INSERT INTO fair_usage_events (user_id, mode, created_at) VALUES (p_user_id, p_mode, p_now);
  DELETE FROM fair_usage_events WHERE user_id = p_user_id AND mode = p_mode AND created_at <= p_since;
  v_ratio := mode_fair_usage_ratio(p_user_id, p_mode, p_since, p_now,
    (SELECT a.allowance FROM unnest(p_modes, p_allowances) AS a(mode, allowance) WHERE a.mode = p_mode));
  INSERT INTO fair_usage (user_id, mode, ratio, updated_at) VALUES (p_user_id, p_mode, v_ratio, p_now)
  ON CONFLICT (user_id, mode) DO UPDATE SET ratio = excluded.ratio, updated_at = excluded.updated_at;
  UPDATE users SET fup_ratio = user_fup_ratio(p_user_id, p_since, p_now, p_modes, p_allowances) WHERE id = p_user_id;
  RETURN v_ratio;
END;
$$;
