-- ORs text-search queries, for a word's synonyms built inside the one statement that also
-- evaluates the search's query (no separate round trip to read the synonyms first).
CREATE AGGREGATE tsquery_or_agg(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);
