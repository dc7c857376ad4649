CREATE TABLE "vote_sites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"rewards" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "vote_party" ADD COLUMN "goal" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vote_sites_position_idx" ON "vote_sites" USING btree ("position");--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_target_type_check" CHECK ("staff_audit_log"."target_type" in ('submission', 'user', 'tournament', 'tournament_match', 'gym_leader', 'payout', 'delivery', 'game_server', 'incident', 'purchase', 'event', 'content', 'vote'));--> statement-breakpoint
ALTER TABLE "vote_party" ADD CONSTRAINT "vote_party_goal_positive" CHECK ("vote_party"."goal" > 0);--> statement-breakpoint
-- Open vote pages hear an admin's change of the sites at once, on the vote page's topic.
CREATE TRIGGER vote_sites_live AFTER INSERT OR UPDATE OR DELETE ON vote_sites
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'vote_party');
