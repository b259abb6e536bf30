CREATE TABLE "click_daily" (
	"day" date NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"taxonomy_type" text DEFAULT '' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "click_daily_day_entity_type_entity_id_taxonomy_type_pk" PRIMARY KEY("day","entity_type","entity_id","taxonomy_type")
);
--> statement-breakpoint
CREATE TABLE "click_visitors" (
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"taxonomy_type" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "click_visitors_entity_type_entity_id_taxonomy_type_kind_visitor_pk" PRIMARY KEY("entity_type","entity_id","taxonomy_type","kind","visitor"),
	CONSTRAINT "click_visitors_kind_check" CHECK ("click_visitors"."kind" in ('user', 'session'))
);
--> statement-breakpoint
CREATE INDEX "click_daily_entity_idx" ON "click_daily" USING btree ("entity_type","entity_id","taxonomy_type");--> statement-breakpoint
CREATE INDEX "click_events_queue_idx" ON "click_events" USING btree ("id") WHERE not "click_events"."processed";--> statement-breakpoint
CREATE INDEX "search_analytics_session_term_idx" ON "search_analytics" USING btree ("session_id","search_term","created_at");