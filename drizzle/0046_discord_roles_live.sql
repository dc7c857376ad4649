-- The console's Discord roles panel refreshes live, as the 'discord_roles' topic: when an admin
-- maps a role, and when the bot settles a role change (sent, or refused with a 403 it shows).
CREATE TRIGGER discord_role_mappings_live AFTER INSERT OR UPDATE OR DELETE ON discord_role_mappings
  FOR EACH ROW EXECUTE FUNCTION live_notify('target', 'discord_roles');--> statement-breakpoint
CREATE TRIGGER outbox_role_changes_live AFTER UPDATE OF status ON outbox_messages
  FOR EACH ROW WHEN (NEW.kind = 'discord_role' AND NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION live_notify('id', 'discord_roles');
