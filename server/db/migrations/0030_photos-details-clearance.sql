-- The spec's photos_details with one field more at its end (issue 26): the photo's clearance,
-- for the badge on every card. CREATE OR REPLACE keeps the view's columns and appends this one.
CREATE OR REPLACE VIEW photos_details AS
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
	coalesce((SELECT array_agg(f.id ORDER BY f.id) FROM faces f WHERE f.photo_id = p.id), '{}'::uuid[]) AS face_ids,
	p.clearance
FROM photos p
LEFT JOIN profiles pr ON pr.id = p.user_id;
