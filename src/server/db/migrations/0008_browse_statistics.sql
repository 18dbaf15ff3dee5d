-- The planner judges how many names contain a browse search (ILIKE '%text%') from a sample of names;
-- with the default sample (100) it misjudged 'ami' at 100,000 members and sorted a bitmap scan (6 ms)
-- instead of walking the name index (0.3 ms). A larger sample makes that choice reliable
-- (docs/benchmarks.md); ANALYZE stays cheap at this size.
ALTER TABLE "profiles" ALTER COLUMN "full_name" SET STATISTICS 1000;
