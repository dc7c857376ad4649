CREATE TABLE "season1_progression" (
	"player_uuid" uuid PRIMARY KEY NOT NULL,
	"champion" boolean DEFAULT false NOT NULL,
	"fire_badge" boolean DEFAULT false NOT NULL,
	"water_badge" boolean DEFAULT false NOT NULL,
	"electric_badge" boolean DEFAULT false NOT NULL,
	"psychic_badge" boolean DEFAULT false NOT NULL,
	"poison_badge" boolean DEFAULT false NOT NULL,
	"ghost_badge" boolean DEFAULT false NOT NULL,
	"dark_badge" boolean DEFAULT false NOT NULL,
	"steel_badge" boolean DEFAULT false NOT NULL,
	"fairy_badge" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
