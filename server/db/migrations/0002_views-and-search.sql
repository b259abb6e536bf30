-- Full-text document of a photo: its own fields plus the family's storefront name and the
-- names of its events. Kept in photos.search_vector by triggers so every search reads one
-- GIN index instead of joining at query time.
CREATE FUNCTION photo_search_vector(p photos) RETURNS tsvector
LANGUAGE sql STABLE AS $$
	SELECT
		setweight(to_tsvector('english', coalesce(p.title, '')), 'A') ||
		setweight(to_tsvector('english', array_to_string(p.tags, ' ')), 'A') ||
		setweight(to_tsvector('english', coalesce((SELECT pr.storefront_name FROM profiles pr WHERE pr.id = p.user_id), '')), 'B') ||
		setweight(to_tsvector('english', concat_ws(' ', p.location_city, p.location_state_province, p.location_country)), 'B') ||
		setweight(to_tsvector('english', coalesce((
			SELECT string_agg(e.name, ' ') FROM photo_events pe JOIN events e ON e.id = pe.event_id WHERE pe.photo_id = p.id
		), '')), 'B') ||
		setweight(to_tsvector('english', coalesce(p.description, '')), 'C') ||
		setweight(to_tsvector('english', concat_ws(' ', p.decade_taken, p.image_style, p.color_and_mood,
			p.people_composition, array_to_string(p.emotions, ' '))), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION photos_set_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_vector := photo_search_vector(NEW);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER photos_search_vector_trg BEFORE INSERT OR UPDATE ON photos
	FOR EACH ROW EXECUTE FUNCTION photos_set_search_vector();
--> statement-breakpoint
-- Statement-level refreshes: one UPDATE per statement however many rows changed.
CREATE FUNCTION photo_events_refresh_search_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE photos SET search_vector = NULL WHERE id IN (SELECT DISTINCT photo_id FROM new_rows);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION photo_events_refresh_search_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE photos SET search_vector = NULL WHERE id IN (SELECT DISTINCT photo_id FROM old_rows);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER photo_events_search_insert_trg AFTER INSERT ON photo_events
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION photo_events_refresh_search_insert();
--> statement-breakpoint
CREATE TRIGGER photo_events_search_delete_trg AFTER DELETE ON photo_events
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION photo_events_refresh_search_delete();
--> statement-breakpoint
CREATE FUNCTION photo_events_refresh_search_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE photos SET search_vector = NULL
	WHERE id IN (SELECT photo_id FROM old_rows UNION SELECT photo_id FROM new_rows);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER photo_events_search_update_trg AFTER UPDATE ON photo_events
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION photo_events_refresh_search_update();
--> statement-breakpoint
CREATE FUNCTION events_refresh_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE photos SET search_vector = NULL WHERE id IN (
		SELECT pe.photo_id FROM photo_events pe JOIN new_rows n ON n.id = pe.event_id
		JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_search_trg AFTER UPDATE ON events
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_search();
--> statement-breakpoint
CREATE FUNCTION profiles_refresh_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE photos SET search_vector = NULL WHERE user_id IN (SELECT id FROM new_rows WHERE storefront_name IS NOT NULL);
	ELSE
		UPDATE photos SET search_vector = NULL WHERE user_id IN (
			SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.storefront_name IS DISTINCT FROM o.storefront_name
		);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_search_insert_trg AFTER INSERT ON profiles
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_refresh_search();
--> statement-breakpoint
CREATE TRIGGER profiles_search_update_trg AFTER UPDATE ON profiles
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_refresh_search();
--> statement-breakpoint
CREATE FUNCTION profiles_refresh_search_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE photos SET search_vector = NULL WHERE user_id IN (SELECT id FROM old_rows);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_search_delete_trg AFTER DELETE ON profiles
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_refresh_search_delete();
--> statement-breakpoint
-- Exactly the fields of the spec's photos_details; price is integer US cents and the print
-- size is at 300 dpi.
CREATE VIEW photos_details AS
SELECT
	p.id,
	p.photoid,
	p.title,
	p.description,
	p.thumbnail_url,
	p.preview_url,
	p.price_cents AS price,
	p.user_id,
	pr.storefront_name,
	p.tags,
	p.orientation,
	p.people_count,
	p.width,
	p.height,
	p.file_size,
	CASE WHEN p.width > 0 AND p.height > 0
		THEN to_char(p.width / 300.0, 'FM9990.0') || ' × ' || to_char(p.height / 300.0, 'FM9990.0') || ' in'
	END AS friendly_print_size,
	coalesce((
		SELECT array_agg(e.name ORDER BY e.name) FROM photo_events pe JOIN events e ON e.id = pe.event_id
		WHERE pe.photo_id = p.id
	), '{}'::text[]) AS event_names,
	p.photo_status,
	p.location_city,
	p.location_state_province,
	p.location_country,
	p.decade_taken,
	p.date_taken,
	p.ethnicities,
	p.age_groups,
	p.emotions,
	p.image_style,
	p.color_and_mood,
	p.people_composition,
	p.created_at,
	p.featured,
	coalesce((SELECT array_agg(f.id ORDER BY f.id) FROM faces f WHERE f.photo_id = p.id), '{}'::uuid[]) AS face_ids
FROM photos p
LEFT JOIN profiles pr ON pr.id = p.user_id;
--> statement-breakpoint
CREATE VIEW photos_issues AS
SELECT id, photoshop, info_missing, missing_faces FROM photos;
--> statement-breakpoint
-- Every person id known to be the same person as p_person_id (aliases are followed both
-- ways and transitively), the person itself included.
CREATE FUNCTION get_aliased_person_ids(p_person_id uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
	WITH RECURSIVE linked(id) AS (
		SELECT p_person_id
		UNION
		SELECT CASE WHEN a.person_id = l.id THEN a.alias_person_id ELSE a.person_id END
		FROM person_aliases a JOIN linked l ON a.person_id = l.id OR a.alias_person_id = l.id
	)
	SELECT array_agg(id ORDER BY id) FROM linked
$$;
