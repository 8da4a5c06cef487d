-- Seed for local development (`supabase db reset`, and the local backend when asked to seed).
--
-- Intentionally holds no rows:
-- - the plan catalogue is reference data that production needs too, so it lives in
--   supabase/migrations (20261122000100_plans_profiles.sql), not here;
-- - accounts are made through sign-up, because a seeded account with a known password could reach a
--   real project through `supabase db push --include-seed`.
select 1 as seeded;
