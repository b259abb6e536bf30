-- Trigram matching for fuzzy and partial search, and btree_gin so one GIN index can combine
-- full text with plain filter columns (see the search issue).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
