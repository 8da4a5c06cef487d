/**
 * `npm run db:types`: writes supabase/functions/_shared/contract/database.types.ts in the shape `supabase gen types typescript`
 * produces, by introspecting a PGlite database migrated from supabase/migrations.
 * test/db/types.test.ts fails when the committed file differs from what this generates.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from '../supabase/local/db/migrate.ts';

export const typesPath = fileURLToPath(
  new URL('../supabase/functions/_shared/contract/database.types.ts', import.meta.url),
);

export interface Introspectable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

interface Column {
  relation: string;
  kind: string;
  name: string;
  type: string;
  category: string;
  element: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}
interface ForeignKey {
  relation: string;
  name: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}
interface FunctionInfo {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  in_count: number;
  default_count: number;
  returns: string;
  returns_set: boolean;
  returns_relation: string | null;
}

const scalar: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

function tsType(type: string, enums: Set<string>, element?: string | null): string {
  if (element) return `${tsType(element, enums)}[]`;
  if (enums.has(type)) return `Database['public']['Enums']['${type}']`;
  return scalar[type] ?? (type === 'unknown' ? 'unknown' : 'string');
}

const quote = (value: string) => `'${value}'`;
const block = (lines: string[], indent: string) =>
  lines.length > 0 ? `{\n${lines.map((line) => `${indent}  ${line}`).join('\n')}\n${indent}}` : '{}';
const never = (indent: string) => `{\n${indent}  [_ in never]: never;\n${indent}}`;

async function introspect(db: Introspectable) {
  const enums = await db.query<{ name: string; labels: string[] }>(`
    select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
      from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = 'public' group by t.typname order by t.typname`);
  const columns = await db.query<Column>(`
    select c.relname as relation, c.relkind::text as kind, a.attname as name, t.typname as type,
           t.typcategory::text as category, et.typname as element, a.attnotnull as not_null,
           a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated::text as generated
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type t on t.oid = a.atttypid
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
     order by c.relname, a.attname`);
  const foreignKeys = await db.query<ForeignKey>(`
    select c.conrelid::regclass::text as relation, c.conname as name,
           array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
           r.relname as referenced,
           array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)
             as referenced_columns,
           exists (select 1 from pg_constraint u where u.conrelid = c.conrelid and u.contype in ('p', 'u')
                      and u.conkey::int2[] <@ c.conkey::int2[] and c.conkey::int2[] <@ u.conkey::int2[])
             as one_to_one
      from pg_constraint c
      join pg_class r on r.oid = c.confrelid
      join pg_namespace rn on rn.oid = r.relnamespace
      join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
     order by c.conname`);
  const functions = await db.query<FunctionInfo>(`
    select p.proname as name, p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
           array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                   with ordinality a(oid, i) join pg_type t on t.oid = a.oid order by a.i) as arg_types,
           p.pronargs::int as in_count, p.pronargdefaults::int as default_count,
           rt.typname as returns, p.proretset as returns_set,
           (select rc.relname from pg_class rc where rc.oid = rt.typrelid and rc.relkind = 'r') as returns_relation
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
     where n.nspname = 'public' and rt.typname <> 'trigger' and p.prokind = 'f'
     order by p.proname`);
  return {
    enums: enums.rows,
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    functions: functions.rows,
  };
}

type Schema = Awaited<ReturnType<typeof introspect>>;

function renderRelation(name: string, columns: Column[], schema: Schema, enums: Set<string>): string {
  const i = '      ';
  const type = (c: Column) => tsType(c.type, enums, c.category === 'A' ? c.element : null);
  const nullable = (c: Column) => (c.not_null ? '' : ' | null');
  const row = columns.map((c) => `${c.name}: ${type(c)}${nullable(c)};`);
  const insert = columns.map((c) =>
    c.generated === 's'
      ? `${c.name}?: never;`
      : `${c.name}${!c.not_null || c.has_default || c.identity ? '?' : ''}: ${type(c)}${nullable(c)};`,
  );
  const update = columns.map((c) =>
    c.generated === 's' ? `${c.name}?: never;` : `${c.name}?: ${type(c)}${nullable(c)};`,
  );
  const relationships = schema.foreignKeys
    .filter((fk) => fk.relation === name)
    .map((fk) =>
      [
        '{',
        `  foreignKeyName: ${quote(fk.name)};`,
        `  columns: [${fk.columns.map(quote).join(', ')}];`,
        `  isOneToOne: ${fk.one_to_one};`,
        `  referencedRelation: ${quote(fk.referenced)};`,
        `  referencedColumns: [${fk.referenced_columns.map(quote).join(', ')}];`,
        '},',
      ]
        .map((line) => `${i}    ${line}`)
        .join('\n'),
    );
  const isView = columns[0]?.kind === 'v' || columns[0]?.kind === 'm';
  return [
    `${name}: {`,
    `  Row: ${block(row, `${i}  `)};`,
    ...(isView ? [] : [`  Insert: ${block(insert, `${i}  `)};`, `  Update: ${block(update, `${i}  `)};`]),
    `  Relationships: ${relationships.length > 0 ? `[\n${relationships.join('\n')}\n${i}  ]` : '[]'};`,
    '};',
  ]
    .map((line) => `${i}${line}`)
    .join('\n');
}

function renderFunction(fn: FunctionInfo, schema: Schema, enums: Set<string>): string {
  const i = '      ';
  const names = fn.arg_names ?? [];
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const inputs = fn.arg_types
    .map((type, n) => ({ type, name: names[n] ?? `arg${n}`, mode: modes[n] ?? 'i' }))
    .filter((arg) => arg.mode === 'i' || arg.mode === 'b');
  const firstDefault = fn.in_count - fn.default_count;
  const args = inputs.map(
    (arg, n) => `${arg.name}${n >= firstDefault ? '?' : ''}: ${tsType(arg.type, enums)};`,
  );
  const outputs = fn.arg_types
    .map((type, n) => ({ type, name: names[n] ?? `out${n}`, mode: modes[n] ?? 'i' }))
    .filter((arg) => arg.mode === 't' || arg.mode === 'o');
  let returns: string;
  let setof: string[] = [];
  if (outputs.length > 0) {
    returns = block(
      outputs.map((o) => `${o.name}: ${tsType(o.type, enums)};`),
      `${i}  `,
    );
    if (fn.returns_set) returns += '[]';
  } else if (fn.returns_relation) {
    const columns = schema.columns.filter((c) => c.relation === fn.returns_relation);
    const type = (c: Column) => tsType(c.type, enums, c.category === 'A' ? c.element : null);
    returns = block(
      columns.map((c) => `${c.name}: ${type(c)}${c.not_null ? '' : ' | null'};`),
      `${i}  `,
    );
    if (fn.returns_set) returns += '[]';
    setof = [
      `  SetofOptions: {`,
      `    from: '*';`,
      `    to: ${quote(fn.returns_relation)};`,
      `    isOneToOne: ${!fn.returns_set};`,
      `    isSetofReturn: ${fn.returns_set};`,
      `  };`,
    ];
  } else {
    returns = tsType(fn.returns, enums) + (fn.returns_set ? '[]' : '');
  }
  return [
    `${fn.name}: {`,
    `  Args: ${args.length > 0 ? block(args, `${i}  `) : 'never'};`,
    `  Returns: ${returns};`,
    ...setof,
    '};',
  ]
    .map((line) => `${i}${line}`)
    .join('\n');
}

export async function generateDatabaseTypes(db: Introspectable): Promise<string> {
  const schema = await introspect(db);
  const enums = new Set(schema.enums.map((e) => e.name));
  const relations = [...new Set(schema.columns.map((c) => c.relation))];
  const tables = relations.filter(
    (r) => !['v', 'm'].includes(schema.columns.find((c) => c.relation === r)?.kind ?? ''),
  );
  const views = relations.filter((r) => !tables.includes(r));
  const render = (names: string[]) =>
    names.length > 0
      ? `{\n${names
          .map((r) =>
            renderRelation(
              r,
              schema.columns.filter((c) => c.relation === r),
              schema,
              enums,
            ),
          )
          .join('\n')}\n    }`
      : never('    ');
  const functions =
    schema.functions.length > 0
      ? `{\n${schema.functions.map((fn) => renderFunction(fn, schema, enums)).join('\n')}\n    }`
      : never('    ');
  const enumLines = schema.enums.map((e) => `${e.name}: ${e.labels.map(quote).join(' | ')};`);
  const constants = schema.enums.map((e) => `${e.name}: [${e.labels.map(quote).join(', ')}],`);
  return `// Generated by \`npm run db:types\` (scripts/gen-db-types.ts) from supabase/migrations. Do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Lets createClient<Database>() pick the PostgREST dialect without a second type argument.
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: ${render(tables)};
    Views: ${render(views)};
    Functions: ${functions};
    Enums: ${enumLines.length > 0 ? block(enumLines, '    ') : never('    ')};
    CompositeTypes: ${never('    ')};
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];
export type FunctionArgs<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T]['Args'];
export type FunctionReturns<T extends keyof PublicSchema['Functions']> =
  PublicSchema['Functions'][T]['Returns'];

export const Constants = {
  public: {
    Enums: ${block(constants, '    ')},
  },
} as const;
`;
}

async function main() {
  const db = new PGlite();
  try {
    await applyMigrations((sql) => db.exec(sql));
    await writeFile(typesPath, await generateDatabaseTypes(db));
    console.log(`wrote ${typesPath}`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
