-- PGlite 0.5 with btree_gin loaded beside pg_trgm answers trigram operators with nothing and then
-- spins forever once a data directory is reopened or loaded from a dump. Nothing uses btree_gin;
-- plain GIN and btree indexes combine through bitmap scans instead.
DROP EXTENSION IF EXISTS btree_gin;
