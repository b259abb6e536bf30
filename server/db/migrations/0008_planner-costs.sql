-- The planner takes "tsvector @@ tsquery" for as cheap as "a = b". It is not: each check reads
-- (and often decompresses) the photo's search document, and a prefix query checks every lexeme.
-- Priced at its measured cost (about 100 times an equality), the planner walks the newest-first
-- index for common words instead of checking tens of thousands of documents found by the GIN
-- index, and combines indexes for a word plus filters instead of scanning the table.
-- Best effort: a managed server that does not allow it keeps the default.
DO $$
BEGIN
	ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
	RAISE NOTICE 'ts_match_vq cost left at its default: %', SQLERRM;
END
$$;
