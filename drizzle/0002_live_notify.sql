-- Live updates: every change to an arena table announces {topic, op, id} on the 'live' channel.
-- The trigger argument names the key column to send (event registrations send their event_id,
-- which is what a page refetches). NOTIFY is delivered on commit, to every listening instance.
CREATE OR REPLACE FUNCTION live_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify(
    'live',
    json_build_object('topic', TG_TABLE_NAME, 'op', TG_OP, 'id', changed ->> TG_ARGV[0])::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gym_leaders_live AFTER INSERT OR UPDATE OR DELETE ON gym_leaders
  FOR EACH ROW EXECUTE FUNCTION live_notify('id');
--> statement-breakpoint
CREATE TRIGGER elo_ratings_live AFTER INSERT OR UPDATE OR DELETE ON elo_ratings
  FOR EACH ROW EXECUTE FUNCTION live_notify('player_uuid');
--> statement-breakpoint
CREATE TRIGGER matches_live AFTER INSERT OR UPDATE OR DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION live_notify('id');
--> statement-breakpoint
CREATE TRIGGER events_live AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION live_notify('id');
--> statement-breakpoint
CREATE TRIGGER event_registrations_live AFTER INSERT OR UPDATE OR DELETE ON event_registrations
  FOR EACH ROW EXECUTE FUNCTION live_notify('event_id');
