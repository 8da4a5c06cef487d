import { PgrstError } from './errors.ts';

/**
 * Content negotiation as PostgREST v13 does it with Supabase's settings (src/PostgREST/MediaType.hs and
 * negotiateContent in Plan.hs): the first acceptable type of the Accept header, by quality, among JSON,
 * the singular and null-stripping vendor types, CSV and GeoJSON. The execution plan media type needs
 * db-plan-enabled, which Supabase leaves off, so it is a 406 here as there; so is any other type.
 */
export type MediaKind = 'json' | 'object' | 'csv' | 'geojson';

export interface Media {
  kind: MediaKind;
  /** nulls=stripped: json_strip_nulls on the body. */
  strip: boolean;
  /** The Content-Type of the answer. */
  contentType: string;
}

interface Accepted {
  type: string;
  params: Map<string, string>;
  q: number;
  index: number;
}

function parseAccept(header: string): Accepted[] {
  return header
    .split(',')
    .map((part, index) => {
      const [type = '', ...rest] = part.split(';').map((s) => s.trim());
      const params = new Map<string, string>();
      for (const p of rest) {
        const eq = p.indexOf('=');
        if (eq > 0)
          params.set(
            p.slice(0, eq).trim().toLowerCase(),
            p
              .slice(eq + 1)
              .trim()
              .replace(/^"|"$/g, ''),
          );
      }
      const q = params.has('q') ? Number(params.get('q')) : 1;
      return { type: type.toLowerCase(), params, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((a) => a.type !== '' && a.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

/** How PostgREST names a requested type in PGRST107 (toMime of what it decoded). */
function mimeOf(a: Accepted): string {
  const stripped = a.params.get('nulls') === 'stripped';
  if (a.type === 'application/vnd.pgrst.object+json' || a.type === 'application/vnd.pgrst.object')
    return `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}`;
  if (a.type === 'application/vnd.pgrst.array+json' || a.type === 'application/vnd.pgrst.array')
    return stripped ? 'application/vnd.pgrst.array+json;nulls=stripped' : 'application/json';
  if (a.type.startsWith('application/vnd.pgrst.plan')) {
    const format = a.type.endsWith('+json') ? 'json' : 'text';
    return `application/vnd.pgrst.plan+${format}; for="${a.params.get('for') ?? 'application/json'}"`;
  }
  return a.type;
}

function pick(a: Accepted): Media | null {
  const stripped = a.params.get('nulls') === 'stripped';
  switch (a.type) {
    case '*/*':
    case 'application/json':
      return { kind: 'json', strip: false, contentType: 'application/json; charset=utf-8' };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        kind: 'object',
        strip: stripped,
        contentType: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped
        ? {
            kind: 'json',
            strip: true,
            contentType: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
          }
        : { kind: 'json', strip: false, contentType: 'application/json; charset=utf-8' };
    case 'text/csv':
      return { kind: 'csv', strip: false, contentType: 'text/csv; charset=utf-8' };
    case 'application/geo+json':
      return { kind: 'geojson', strip: false, contentType: 'application/geo+json; charset=utf-8' };
    default:
      return null; // the plan (db-plan-enabled is off on Supabase), text/plain, XML, anything else
  }
}

export function negotiate(accept: string | undefined): Media {
  const accepted = parseAccept(accept && accept.trim() !== '' ? accept : '*/*');
  for (const a of accepted) {
    const media = pick(a);
    if (media) return media;
  }
  throw new PgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepted.map(mimeOf).join(', ')}`,
  );
}

/** How one result row set becomes the body, per media type (PostgREST's SqlFragment as*F). */
export type RowShape = 'rows' | 'scalar' | 'single-row' | 'single-scalar';

/**
 * SQL for the body over the rows of `_pgrst_t` (one column `pgrst_scalar` for scalar results):
 * a JSON array or one value, CSV with a header line, or a GeoJSON FeatureCollection (PostGIS's
 * ST_AsGeoJSON, which fails as on Supabase when the extension is not there).
 */
export function bodySql(media: Media, shape: RowShape): string {
  const strip = (sql: string) => (media.strip ? `json_strip_nulls(${sql})` : sql);
  const value = shape === 'scalar' || shape === 'single-scalar' ? '_pgrst_t.pgrst_scalar' : '_pgrst_t';
  switch (media.kind) {
    case 'csv':
      return `(select coalesce(string_agg(a.k, ','), '') from (select json_object_keys(r)::text as k from (select row_to_json(hh) as r from _pgrst_page as hh limit 1) s) a)
              || chr(10) || coalesce(string_agg(substring(_pgrst_t::text, 2, length(_pgrst_t::text) - 2), chr(10)), '')`;
    case 'geojson':
      return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_pgrst_t)::json), '[]'))::text`;
    case 'object':
      return `coalesce(${strip(`json_agg(${value})->0`)}, 'null')::text`;
    default:
      return shape === 'single-row' || shape === 'single-scalar'
        ? `coalesce(${strip(`json_agg(${value})->0`)}, 'null')::text`
        : `coalesce(${strip(`json_agg(${value})`)}, '[]')::text`;
  }
}
