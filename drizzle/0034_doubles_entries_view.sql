-- Everyone holding a place in a tournament, whatever its format: the cup's sign-ups, and each doubles
-- team as a registered entry seated by its arrival among the teams. The bracket, check-in and the
-- crowning read entries here, so both formats share one bracket.
CREATE VIEW tournament_entries AS
  SELECT id, tournament_id, user_id, minecraft_username, status, registration_slot, checked_in_at,
         seed, rating_at_draw
  FROM tournament_registrations
  UNION ALL
  SELECT id, tournament_id, user_id, minecraft_username, 'registered',
         (row_number() OVER (PARTITION BY tournament_id ORDER BY created_at, id))::int,
         checked_in_at, seed, rating_at_draw
  FROM doubles_registrations;
--> statement-breakpoint
-- Match seats and the champion hold entry ids of either table, so no foreign key can guard them:
-- deleting an entry empties its seats, as the keys' ON DELETE SET NULL did.
CREATE OR REPLACE FUNCTION tournament_entry_gone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tournament_matches SET player1_id = NULL WHERE player1_id = OLD.id;
  UPDATE tournament_matches SET player2_id = NULL WHERE player2_id = OLD.id;
  UPDATE tournament_matches SET winner_id = NULL WHERE winner_id = OLD.id;
  UPDATE tournaments SET champion_registration_id = NULL WHERE champion_registration_id = OLD.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tournament_registrations_entry_gone AFTER DELETE ON tournament_registrations
  FOR EACH ROW EXECUTE FUNCTION tournament_entry_gone();
--> statement-breakpoint
CREATE TRIGGER doubles_registrations_entry_gone AFTER DELETE ON doubles_registrations
  FOR EACH ROW EXECUTE FUNCTION tournament_entry_gone();
