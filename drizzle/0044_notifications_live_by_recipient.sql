-- A notification's live change names its recipient, not the row: the live stream sends it only to
-- that user's own streams, so one player's notice no longer makes every signed-in reader refetch.
DROP TRIGGER notifications_live ON notifications;--> statement-breakpoint
CREATE TRIGGER notifications_live AFTER INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION live_notify('user_id', 'notifications');
