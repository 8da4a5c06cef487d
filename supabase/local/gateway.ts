import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname } from 'node:path';
import { isLoopback } from './hosts.ts';
import type { JwtKeys } from './keys.ts';

/**
 * The project's API keys and what Supabase's API gateway does with them. Two kinds exist
 * (https://supabase.com/docs/guides/api/api-keys): the legacy JWT keys (`anon`, `service_role`) and the
 * new opaque keys (`sb_publishable_…`, `sb_secret_…`), which are not JWTs. The gateway checks the
 * `apikey` and hands PostgREST and GoTrue a JWT for the key's role, as the Supabase CLI's Kong does
 * (`BearerToken` in supabase/cli internal/start/start.go). Edge functions get the request unchanged.
 */
export type ApiKeyKind = 'legacy' | 'new';
export type KeyRole = 'anon' | 'service_role';

export interface ProjectKeys {
  kind: ApiKeyKind;
  /** The key browsers use: the anon JWT, or `sb_publishable_…`. */
  publicKey: string;
  /** The server's key (bypasses RLS): the service_role JWT, or `sb_secret_…`. */
  secretKey: string;
  /** JWTs for the two roles (the legacy keys themselves); with new keys only the gateway uses them. */
  roleJwt: Record<KeyRole, string>;
}

/** The Supabase CLI's fixed local keys (supabase/cli pkg/config/apikeys.go), public like the demo secret. */
export const DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The gateway's refusal when there is no usable apikey (Kong answers these, not PostgREST). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** `sb_<kind>_` + 22 random characters + `_` + 8 more, the shape Supabase's keys have. */
function opaqueKey(kind: 'publishable' | 'secret'): string {
  const part = (n: number) => randomBytes(n).toString('base64url').slice(0, n);
  return `sb_${kind}_${part(22)}_${part(8)}`;
}

/** `<data folder>.api-keys.json`, next to the data folder's JWT secret (keyStore.ts). */
export const opaqueKeysFileFor = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.api-keys.json`;

/**
 * The new keys: the CLI's fixed ones on a loopback address; anywhere else a pair of the data folder's
 * own (kept next to it, so a build made with the publishable key keeps working), or fresh ones per run.
 */
export function opaqueKeysFor(
  host: string,
  dataDir: string | undefined,
): { publishable: string; secret: string } {
  if (isLoopback(host)) return { publishable: DEMO_PUBLISHABLE_KEY, secret: DEMO_SECRET_KEY };
  const fresh = () => ({ publishable: opaqueKey('publishable'), secret: opaqueKey('secret') });
  if (!dataDir) return fresh();
  const file = opaqueKeysFileFor(dataDir);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publishable?: unknown; secret?: unknown };
    if (typeof stored.publishable === 'string' && typeof stored.secret === 'string')
      return { publishable: stored.publishable, secret: stored.secret };
  }
  const keys = fresh();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** The project's keys of the given kind, signed with the server's JWT secret. */
export async function projectKeys(
  kind: ApiKeyKind,
  jwt: JwtKeys,
  host: string,
  dataDir: string | undefined,
): Promise<ProjectKeys> {
  const roleJwt = { anon: await jwt.mintApiKey('anon'), service_role: await jwt.mintApiKey('service_role') };
  if (kind === 'legacy') return { kind, publicKey: roleJwt.anon, secretKey: roleJwt.service_role, roleJwt };
  const { publishable, secret } = opaqueKeysFor(host, dataDir);
  return { kind, publicKey: publishable, secretKey: secret, roleJwt };
}

/** The apikey header, else the apikey query parameter (both work on Supabase). */
export function apiKeyOf(req: IncomingMessage, url: URL): string {
  const header = req.headers.apikey;
  return (typeof header === 'string' ? header : undefined) ?? url.searchParams.get('apikey') ?? '';
}

/** The gateway's key check (auth/v1 and rest/v1): which role the apikey stands for. */
export function checkApiKey(req: IncomingMessage, url: URL, keys: ProjectKeys): KeyRole {
  const apikey = apiKeyOf(req, url);
  if (apikey === '') {
    throw new GatewayError(
      'No API key found in request',
      'No `apikey` request header or url param was found.',
    );
  }
  if (apikey === keys.publicKey) return 'anon';
  if (apikey === keys.secretKey) return 'service_role';
  if (keys.kind === 'new' && (apikey === keys.roleJwt.anon || apikey === keys.roleJwt.service_role)) {
    throw new GatewayError(
      'Legacy API keys are disabled',
      'This server issues publishable and secret keys (started with --api-keys new): use those.',
    );
  }
  throw new GatewayError(
    'Invalid API key',
    keys.kind === 'new'
      ? 'Double check your Supabase publishable or secret API key.'
      : 'Double check your Supabase `anon` or `service_role` API key.',
  );
}

/**
 * What Kong puts in Authorization for PostgREST and GoTrue: the caller's own token when it is one (a
 * user's session), else the JWT of the apikey's role. A new key sent as a bearer (supabase-js does
 * that when signed out) is not a token and is replaced too.
 */
export function gatewayAuthorization(req: IncomingMessage, keys: ProjectKeys, role: KeyRole): string {
  const given = req.headers.authorization;
  const opaque = keys.kind === 'new' && typeof given === 'string' && /^Bearer sb_/i.test(given);
  return typeof given === 'string' && given !== '' && !opaque ? given : `Bearer ${keys.roleJwt[role]}`;
}
