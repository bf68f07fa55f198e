-- Records one started generation for fair usage in one round trip (server/commands/generationRecorder.ts):
-- the event, older events of the mode dropped, the mode's ratio and users.fup_ratio stored. A function,
-- not one statement with CTEs, so the counts are read after the user's row lock, each with a fresh
-- snapshot: concurrent recordings of one user then count each other's events, as a transaction did.
-- The window's start and the allowances come from the caller (core/usage/fairUsage.ts stays the source).
CREATE OR REPLACE FUNCTION record_generation(
  p_user_id text, p_mode text, p_now timestamptz, p_since timestamptz, p_modes text[], p_allowances integer[]
) RETURNS double precision LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_ratio double precision;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;
  INSERT INTO fair_usage_events (user_id, mode, created_at) VALUES (p_user_id, p_mode, p_now);
  DELETE FROM fair_usage_events WHERE user_id = p_user_id AND mode = p_mode AND created_at <= p_since;
  -- fairUsageRatio: whole percent of the allowance, rounded down (integer division of non-negative numbers).
  SELECT (count(e.id) * 100 / a.allowance)::double precision INTO v_ratio
  FROM unnest(p_modes, p_allowances) AS a(mode, allowance)
  LEFT JOIN fair_usage_events e ON e.user_id = p_user_id AND e.mode = a.mode AND e.created_at > p_since AND e.created_at <= p_now
  WHERE a.mode = p_mode
  GROUP BY a.allowance;
  INSERT INTO fair_usage (user_id, mode, ratio, updated_at) VALUES (p_user_id, p_mode, v_ratio, p_now)
  ON CONFLICT (user_id, mode) DO UPDATE SET ratio = excluded.ratio, updated_at = excluded.updated_at;
  -- users.fup_ratio: the highest ratio of any mode in the window (userFupRatioRefresher.ts).
  UPDATE users SET fup_ratio = (
    SELECT coalesce(max(per_mode.ratio), 0) FROM (
      SELECT (count(e.id) * 100 / a.allowance)::double precision AS ratio
      FROM unnest(p_modes, p_allowances) AS a(mode, allowance)
      JOIN fair_usage_events e ON e.user_id = p_user_id AND e.mode = a.mode AND e.created_at > p_since AND e.created_at <= p_now
      GROUP BY a.mode, a.allowance
    ) per_mode
  ) WHERE id = p_user_id;
  RETURN v_ratio;
END;
$$;
