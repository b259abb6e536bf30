ALTER TABLE "click_visitors" DROP CONSTRAINT "click_visitors_kind_check";--> statement-breakpoint
DROP INDEX "click_analytics_popular_idx";--> statement-breakpoint
ALTER TABLE "click_analytics" ADD COLUMN "unique_visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "click_events" ADD COLUMN "visitor" text;--> statement-breakpoint
CREATE INDEX "click_analytics_visitors_idx" ON "click_analytics" USING btree ("entity_type","unique_visitors" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "click_visitors" ADD CONSTRAINT "click_visitors_kind_check" CHECK ("click_visitors"."kind" in ('user', 'session', 'visitor'));--> statement-breakpoint
-- Popularity follows the distinct visitors now, not the clicks (issue 24: one visitor's burst of
-- clicks must move it by one). A row whose visitors did not change writes nothing to photos.
CREATE OR REPLACE FUNCTION click_analytics_sync_popularity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.unique_visitors = OLD.unique_visitors AND NEW.entity_type = OLD.entity_type
		AND NEW.entity_id = OLD.entity_id AND NEW.taxonomy_type = OLD.taxonomy_type THEN
		RETURN NULL;
	END IF;
	-- entity_id is text: only a well-formed uuid can name a photo (and use its primary key).
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.entity_type = 'photo' AND OLD.taxonomy_type = ''
		AND OLD.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
		UPDATE photos SET popularity = 0 WHERE id = OLD.entity_id::uuid;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.entity_type = 'photo' AND NEW.taxonomy_type = ''
		AND NEW.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
		UPDATE photos SET popularity = NEW.unique_visitors WHERE id = NEW.entity_id::uuid;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Totals counted before: their distinct tracking sessions stand in for visitors (the trigger
-- carries them into photos.popularity).
UPDATE "click_analytics" SET "unique_visitors" = "unique_sessions" WHERE "unique_sessions" > 0;
--> statement-breakpoint
-- And a photo whose row had no session (none should) loses its click-count popularity all the same.
UPDATE "photos" p SET "popularity" = ca."unique_visitors" FROM "click_analytics" ca
	WHERE ca."entity_type" = 'photo' AND ca."taxonomy_type" = '' AND ca."entity_id" = p."id"::text
		AND p."popularity" <> ca."unique_visitors";
--> statement-breakpoint
-- Events still waiting for the aggregator get the visitor they would have had (few rows: the
-- queue's partial index finds them).
UPDATE "click_events" SET "visitor" = CASE WHEN "user_id" IS NOT NULL THEN 'u:' || "user_id"::text
	ELSE 's:' || "session_id" END
WHERE NOT "processed";
