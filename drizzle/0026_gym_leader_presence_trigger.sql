-- A gym leader's presence history: a row each time the status changes (the game server's reports,
-- the sweep that sets quiet leaders offline, the console), and one for every leader's status now,
-- so the history has a starting point.
CREATE OR REPLACE FUNCTION gym_leader_presence_log() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status THEN
    INSERT INTO gym_leader_presence (leader_id, status) VALUES (NEW.id, NEW.status);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gym_leaders_presence_log AFTER INSERT OR UPDATE OF status ON gym_leaders
  FOR EACH ROW EXECUTE FUNCTION gym_leader_presence_log();
--> statement-breakpoint
INSERT INTO gym_leader_presence (leader_id, status, at)
SELECT id, status, coalesce(last_active_at, updated_at) FROM gym_leaders;
