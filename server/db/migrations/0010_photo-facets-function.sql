-- The filterable attributes of a photo as one array of "kind:value" words, for photos.facets
-- and its GIN index next to the search document: a search ANDs words and filters inside one
-- index scan, which skips through the long lists (a decade holds a fifth of the archive)
-- instead of reading each filter's matches in full and intersecting bitmaps.
-- Kinds: d decade, o orientation, e ethnicity, a age group, c country, s state or province,
-- y city, u owner, p people count ('5+' from five), i image style, m colour and mood (both lower case).
CREATE FUNCTION photo_facets(
	p_decade text, p_orientation text, p_ethnicities text[], p_age_groups text[], p_country text,
	p_state text, p_city text, p_user uuid, p_people integer, p_style text, p_mood text
) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT array_remove(ARRAY[
		'd:' || p_decade, 'o:' || p_orientation, 'c:' || p_country, 's:' || p_state, 'y:' || p_city,
		'u:' || p_user::text,
		'p:' || CASE WHEN p_people >= 5 THEN '5+' ELSE p_people::text END,
		'i:' || lower(p_style), 'm:' || lower(p_mood)
	], NULL)
	|| ARRAY(SELECT 'e:' || e FROM unnest(p_ethnicities) e)
	|| ARRAY(SELECT 'a:' || a FROM unnest(p_age_groups) a)
$$;
