import type { Sql } from '../support/db.ts';

/**
 * Everything the migrations define, as comparable text: tables and columns, constraints, indexes,
 * RLS flags and policies, functions with their settings, triggers, and every privilege.
 */
export async function catalogSnapshot(db: Sql): Promise<Record<string, string[]>> {
  const list = async (sql: string) => (await db.query<{ item: string }>(sql)).rows.map((row) => row.item);
  const schemas = "('public', 'private', 'auth')";
  return {
    columns: await list(`
      select table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' '
             || is_nullable || ' ' || coalesce(column_default, '') as item
        from information_schema.columns where table_schema in ${schemas} order by 1`),
    constraints: await list(`
      select c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as item
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where n.nspname in ${schemas} order by 1`),
    indexes: await list(`select indexdef as item from pg_indexes where schemaname in ${schemas} order by 1`),
    tables: await list(`
      select c.oid::regclass::text || ' rls=' || c.relrowsecurity || ' acl=' || coalesce(c.relacl::text, '')
             as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ${schemas} and c.relkind = 'r' order by 1`),
    columnGrants: await list(`
      select table_schema || '.' || table_name || '.' || column_name || ' ' || grantee || ' ' || privilege_type
             as item
        from information_schema.column_privileges where table_schema in ${schemas} order by 1`),
    policies: await list(`
      select schemaname || '.' || tablename || ' ' || policyname || ' ' || cmd || ' ' || roles::text || ' '
             || coalesce(qual, '') || ' ' || coalesce(with_check, '') as item
        from pg_policies where schemaname in ${schemas} order by 1`),
    functions: await list(`
      select p.oid::regprocedure::text || ' definer=' || p.prosecdef || ' config='
             || coalesce(array_to_string(p.proconfig, ','), '') || ' acl=' || coalesce(p.proacl::text, '')
             || ' ' || md5(pg_get_functiondef(p.oid)) as item
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ${schemas} order by 1`),
    triggers: await list(`
      select t.tgrelid::regclass::text || ' ' || pg_get_triggerdef(t.oid) as item
        from pg_trigger t where not t.tgisinternal order by 1`),
    types: await list(`
      select t.typname || ' ' || string_agg(e.enumlabel, ',' order by e.enumsortorder) as item
        from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname order by 1`),
    data: await list(`select row(p.*)::text as item from public.plans p order by 1`),
  };
}
