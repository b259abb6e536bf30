CREATE TABLE "studio_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"link_url" text,
	"logo_url" text,
	"position" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_logos_link_url_check" CHECK ("studio_logos"."link_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE INDEX "studio_logos_position_idx" ON "studio_logos" USING btree ("position","created_at");