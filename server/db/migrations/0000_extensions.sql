-- Trigram matching for fuzzy and partial search. (btree_gin was created here once; it is dropped
-- in 0006 because PGlite with btree_gin loaded hangs on trigram operators after a reopen.)
CREATE EXTENSION IF NOT EXISTS pg_trgm;
