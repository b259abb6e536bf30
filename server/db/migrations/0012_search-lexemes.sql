-- Every word (lexeme) that occurs in some photo's search document, so a typed prefix ('christ')
-- can become the few whole words it stands for ('christen' | 'christma'). GIN answers exact
-- words from its posting lists and skips through them when ANDed with filters; a prefix
-- (:*) instead collects every match of every word it covers and costs the planner a look
-- into the index. The list only grows: a word no photo holds any more just matches nothing.
CREATE TABLE search_lexemes (word text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
INSERT INTO search_lexemes
	SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM photos WHERE search_vector IS NOT NULL
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION photos_collect_lexemes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	-- In one order, so two writers adding the same new words cannot wait on each other.
	IF TG_LEVEL = 'STATEMENT' THEN
		INSERT INTO search_lexemes
			SELECT DISTINCT unnest(tsvector_to_array(n.search_vector)) FROM inserted_rows n
			WHERE n.search_vector IS NOT NULL ORDER BY 1
			ON CONFLICT DO NOTHING;
	ELSE
		INSERT INTO search_lexemes
			SELECT DISTINCT unnest(tsvector_to_array(NEW.search_vector)) ORDER BY 1
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- New photos per statement, from the rows it wrote (a bulk load pays once).
CREATE TRIGGER photos_lexemes_insert_trg AFTER INSERT ON photos REFERENCING NEW TABLE AS inserted_rows
	FOR EACH STATEMENT EXECUTE FUNCTION photos_collect_lexemes();
--> statement-breakpoint
-- Edits per row, and only those that changed the search document (set by a BEFORE trigger, so
-- not "UPDATE OF"): a click's popularity update
-- is stopped by the WHEN clause before any function runs.
CREATE TRIGGER photos_lexemes_update_trg AFTER UPDATE ON photos
	FOR EACH ROW WHEN (NEW.search_vector IS DISTINCT FROM OLD.search_vector AND NEW.search_vector IS NOT NULL)
	EXECUTE FUNCTION photos_collect_lexemes();
--> statement-breakpoint
-- The query for one typed word that also matches longer words: the whole words of the
-- archive that start with the word's lexeme, ORed, when there are at most 100 of them. When
-- none does, the word itself without the prefix: it matches nothing either way, and the
-- planner, which can only guess at an unknown prefix, then knows it is rare. Else (a very
-- short start) the prefix query itself.
CREATE FUNCTION search_word_query(typed text) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
	lexemes text[] := tsvector_to_array(to_tsvector('english', typed));
	matched integer;
	alternatives tsquery;
BEGIN
	IF cardinality(lexemes) = 1 THEN
		SELECT count(*),
			string_agg('''' || replace(replace(w.word, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
		INTO matched, alternatives
		FROM (
			SELECT l.word FROM search_lexemes l
			WHERE l.word LIKE replace(replace(replace(lexemes[1], '\', '\\'), '%', '\%'), '_', '\_') || '%'
			ORDER BY l.word LIMIT 101
		) w;
		IF matched BETWEEN 1 AND 100 THEN
			RETURN alternatives;
		ELSIF matched = 0 THEN
			RETURN ('''' || replace(replace(lexemes[1], '\', '\\'), '''', '''''') || '''')::tsquery;
		END IF;
	END IF;
	RETURN to_tsquery('english', typed || ':*');
END;
$$;
