CREATE TABLE "demo_seed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"photos" integer NOT NULL,
	"seed" integer NOT NULL,
	"unique_image_limit" integer NOT NULL,
	"photos_done" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"owner" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "demo_seed_one_row" CHECK ("demo_seed"."id" = 1),
	CONSTRAINT "demo_seed_state_check" CHECK ("demo_seed"."state" in ('running', 'done')),
	CONSTRAINT "demo_seed_done_check" CHECK ("demo_seed"."photos_done" between 0 and "demo_seed"."photos")
);
