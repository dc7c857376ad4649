-- Each live trigger names its topic, instead of the topic being the table's name: renaming a table
-- (or adding one whose name is not a topic) must not silently change what browsers hear. The
-- arguments are (key column, topic); a trigger without a topic fails loudly on its first write.
CREATE OR REPLACE FUNCTION live_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_NARGS < 2 THEN
    RAISE EXCEPTION 'live_notify on % needs (key column, topic) arguments', TG_TABLE_NAME;
  END IF;
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify(
    'live',
    json_build_object('topic', TG_ARGV[1], 'op', TG_OP, 'id', changed ->> TG_ARGV[0])::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER gym_leaders_live ON gym_leaders;--> statement-breakpoint
CREATE TRIGGER gym_leaders_live AFTER INSERT OR UPDATE OR DELETE ON gym_leaders
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'gym_leaders');--> statement-breakpoint
DROP TRIGGER elo_ratings_live ON elo_ratings;--> statement-breakpoint
CREATE TRIGGER elo_ratings_live AFTER INSERT OR UPDATE OR DELETE ON elo_ratings
  FOR EACH ROW EXECUTE FUNCTION live_notify('player_uuid', 'elo_ratings');--> statement-breakpoint
DROP TRIGGER matches_live ON matches;--> statement-breakpoint
CREATE TRIGGER matches_live AFTER INSERT OR UPDATE OR DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'matches');--> statement-breakpoint
DROP TRIGGER events_live ON events;--> statement-breakpoint
CREATE TRIGGER events_live AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'events');--> statement-breakpoint
DROP TRIGGER event_registrations_live ON event_registrations;--> statement-breakpoint
CREATE TRIGGER event_registrations_live AFTER INSERT OR UPDATE OR DELETE ON event_registrations
  FOR EACH ROW EXECUTE FUNCTION live_notify('event_id', 'event_registrations');
