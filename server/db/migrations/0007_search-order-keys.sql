ALTER TABLE "photos" ADD COLUMN "shuffle_key" integer GENERATED ALWAYS AS (hashtext(id::text)) STORED;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_live_shuffle_idx" ON "photos" USING btree ("shuffle_key","id") WHERE "photos"."photo_status" = 'live';--> statement-breakpoint
CREATE INDEX "photos_live_popular_idx" ON "photos" USING btree ("popularity" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "photos"."photo_status" = 'live';--> statement-breakpoint
-- Popularity follows the photo rows of click_analytics.
UPDATE "photos" p SET "popularity" = ca.total_clicks FROM "click_analytics" ca
	WHERE ca.entity_type = 'photo' AND ca.taxonomy_type = '' AND ca.entity_id = p.id::text;
--> statement-breakpoint
CREATE FUNCTION click_analytics_sync_popularity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	-- entity_id is text: only a well-formed uuid can name a photo (and use its primary key).
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.entity_type = 'photo' AND OLD.taxonomy_type = ''
		AND OLD.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
		UPDATE photos SET popularity = 0 WHERE id = OLD.entity_id::uuid;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.entity_type = 'photo' AND NEW.taxonomy_type = ''
		AND NEW.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
		UPDATE photos SET popularity = NEW.total_clicks WHERE id = NEW.entity_id::uuid;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER click_analytics_popularity_trg AFTER INSERT OR UPDATE OR DELETE ON click_analytics
	FOR EACH ROW EXECUTE FUNCTION click_analytics_sync_popularity();
--> statement-breakpoint
-- The search document depends on these columns only: a popularity update must not rebuild it.
DROP TRIGGER photos_search_vector_trg ON photos;
--> statement-breakpoint
CREATE TRIGGER photos_search_vector_trg BEFORE INSERT OR UPDATE OF search_vector, title, description, tags,
	user_id, location_city, location_state_province, location_country, decade_taken, image_style,
	color_and_mood, people_composition, emotions ON photos
	FOR EACH ROW EXECUTE FUNCTION photos_set_search_vector();
