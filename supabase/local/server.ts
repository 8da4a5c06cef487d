import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { AuthContext } from './auth/context.ts';
import { AuthRateLimits } from './auth/ratelimit.ts';
import { handleAuth } from './auth/routes.ts';
import { loadConfig, type RateLimits, repoRoot } from './config.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { prepareDatabase } from './db/setup.ts';
import type { Database } from './db/types.ts';
import { FunctionsHost, type FunctionsRuntime, functionEnv, supabaseVariables } from './functions.ts';
import { type ApiKeyKind, checkApiKey, GatewayError, gatewayAuthorization, projectKeys } from './gateway.ts';
import { HostPolicy, isLoopback } from './hosts.ts';
import { BASE_SECURITY_HEADERS, clientIp, corsHeaders, send, sendJson } from './http.ts';
import { signingFor } from './keyStore.ts';
import { handleMailbox } from './mailbox.ts';
import type { RestContext } from './rest/respond.ts';
import { handleRest } from './rest/routes.ts';
import { SchemaCache } from './rest/schema.ts';
import { serveStatic } from './static.ts';

export interface LocalBackendOptions {
  /** Port to listen on; 0 picks a free one. Default 54321 (the Supabase CLI's API port). */
  port?: number;
  /** Interface to bind; default 127.0.0.1 (this machine only). */
  host?: string;
  /** PGlite data folder; omit for an in-memory database. */
  dataDir?: string;
  /** Wipe dataDir before opening it (`--reset`). */
  reset?: boolean;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** The built PWA to serve on every path that is not an API path. */
  distDir?: string;
  /** E-mail confirmation on sign-up; defaults to config.toml [auth.email] enable_confirmations. */
  confirmEmail?: boolean;
  /** Extra environment for the edge-function handlers (wins over .env). */
  functionsEnv?: Record<string, string>;
  /** Where the handlers live; default supabase/functions. */
  functionsDir?: string;
  /** Default supabase/config.toml. */
  configPath?: string;
  /** Progress lines (migrations applied, …); silent by default. */
  log?: (line: string) => void;
  /**
   * Per-IP auth limits over config.toml's [auth.rate_limit]; test harnesses that sign up many users
   * from one address lift them (see LIFTED_RATE_LIMITS).
   */
  rateLimits?: Partial<RateLimits>;
  /** Real PostgreSQL only: longest a REST statement may run (ms); default 8000. PGlite cannot cancel. */
  statementTimeoutMs?: number;
  /**
   * Which API keys the project issues: `legacy` (default) the anon and service_role JWTs, `new` the
   * `sb_publishable_…` and `sb_secret_…` keys, with the legacy ones refused (as after disabling them).
   */
  apiKeys?: ApiKeyKind;
  /** SQL run after the migrations on every start (test fixtures: tables and functions of their own). */
  extraSql?: string[];
  /** How edge functions run: `deno` (default, as in production) or `node` (handler.ts imported; tests). */
  functionsRuntime?: FunctionsRuntime;
  /** Where the functions' console output goes; default this process's stdout. */
  functionsLog?: (line: string) => void;
}

/** Limits high enough for test suites that sign up and sign in many users from 127.0.0.1. */
export const LIFTED_RATE_LIMITS: RateLimits = {
  sign_in_sign_ups: 1_000_000,
  token_refresh: 1_000_000,
  token_verifications: 1_000_000,
};

export interface LocalBackend {
  /** Where this process reaches the server (the bound address). */
  url: string;
  /**
   * The address people open: the one e-mail links are built from (config.toml's site_url when it names
   * this server, else the bound address). One origin, so a link opens where the sign-up happened.
   */
  publicUrl: string;
  /** Which kind of API keys the server issues. */
  apiKeys: ApiKeyKind;
  /** Sign-ups wait for the e-mailed link (false: confirmed at once, GoTrue's MAILER_AUTOCONFIRM). */
  confirmEmail: boolean;
  /** The key browsers use: the anon JWT, or the `sb_publishable_…` key (apiKeys: 'new'). */
  anonKey: string;
  /** The key that bypasses RLS: the service_role JWT, or the `sb_secret_…` key (apiKeys: 'new'). */
  serviceRoleKey: string;
  /** The JWT secret when it is not the public demo one (non-loopback binds), else null. */
  jwtSecret: string | null;
  /** Things the person starting the server must read (printed by the CLI). */
  warnings: string[];
  /** Statements this server has sent to its database so far, one round trip each (load benches). */
  dbRoundTrips(): number;
  stop(): Promise<void>;
}

/** GoTrue routes the gateway leaves open (a user's browser reaches them from an e-mail link). */
const OPEN_AUTH_ROUTES = new Set(['/verify', '/callback', '/authorize']);
/** Paths Supabase's gateway answers cross-origin (CORS); nothing else is readable by other sites. */
const API_PREFIXES = ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1'];

async function openDatabase(options: LocalBackendOptions, log: (line: string) => void): Promise<Database> {
  if (options.databaseUrl) {
    if (options.reset)
      log('--reset only wipes a PGlite data folder; the PostgreSQL database is left as it is');
    return openPostgres(options.databaseUrl);
  }
  return openPglite(options.dataDir, { reset: options.reset });
}

/** Starts the whole local Supabase stand-in on one port (see docs/INTERFACES.md, "Local backend"). */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const log = options.log ?? (() => {});
  const config = loadConfig(options.configPath);
  const host = options.host ?? '127.0.0.1';
  const signing = signingFor(host, options.dataDir);
  const keys = await projectKeys(options.apiKeys ?? 'legacy', signing.jwt, host, options.dataDir);
  const db = await openDatabase(options, log);
  try {
    await prepareDatabase(db, log);
    for (const sql of options.extraSql ?? []) await db.exec(sql);
  } catch (error) {
    await db.close();
    throw error;
  }
  const authCtx: AuthContext = {
    db,
    config,
    autoconfirm: !(options.confirmEmail ?? config.enableConfirmations),
    serverUrl: '',
    jwt: signing.jwt,
    limits: new AuthRateLimits({ ...config.rateLimits, ...options.rateLimits }),
    hosts: null,
    recoverTimes: new Map(),
  };
  const restCtx: RestContext = {
    db,
    schema: new SchemaCache(db),
    jwt: signing.jwt,
    maxRows: config.maxRows,
    statementTimeoutMs: db.kind === 'postgres' ? (options.statementTimeoutMs ?? 8000) : null,
  };
  const functions = new FunctionsHost(signing.jwt, options.functionsRuntime ?? 'deno', options.functionsLog);
  const inFlight = new Set<Promise<void>>();

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
    // Only Host names this server answers for (stops DNS rebinding and poisoned links).
    if (!authCtx.hosts?.allows(req.headers.host)) {
      return sendJson(res, 421, { message: 'Misdirected request: unknown Host' });
    }
    const rawUrl = req.url ?? '/';
    if (!rawUrl.startsWith('/')) return sendJson(res, 400, { message: 'Bad request path' });
    const url = new URL(rawUrl, authCtx.serverUrl);
    const path = url.pathname;
    const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
    if (API_PREFIXES.some(under)) {
      for (const [name, value] of Object.entries(corsHeaders(req)))
        if (value !== undefined) res.setHeader(name, value);
      if (req.method === 'OPTIONS') return send(res, 200, null);
    }
    if (under('/auth/v1') || under('/rest/v1')) {
      const auth = under('/auth/v1');
      const sub = path.slice((auth ? '/auth/v1' : '/rest/v1').length);
      // Like Supabase's gateway: every route needs the apikey except the links users click, and the
      // services get a JWT in Authorization (the caller's session, else the one of the key's role).
      if (!auth || !OPEN_AUTH_ROUTES.has(sub.replace(/\/+$/, ''))) {
        try {
          const role = checkApiKey(req, url, keys);
          req.headers.authorization = gatewayAuthorization(req, keys, role);
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          return sendJson(res, 401, { message: error.message, hint: error.hint });
        }
      }
      return auth ? handleAuth(authCtx, req, res, url, sub) : handleRest(restCtx, req, res, url, sub);
    }
    if (under('/functions/v1')) return functions.handle(req, res, url, path.slice('/functions/v1'.length));
    if (under('/_mailbox')) {
      // Reset links live here: only this machine may read (or clear) them.
      if (!isLoopback(clientIp(req)))
        return sendJson(res, 403, { message: 'The mailbox is for this machine only' });
      return handleMailbox(db, req, res, url);
    }
    return serveStatic(options.distDir, req, res, url);
  };

  const server = createServer((req, res) => {
    const done = route(req, res)
      .catch((error: unknown) => {
        console.error('[local] request failed:', error);
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local backend' });
        else res.end();
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 54321, host, () => resolve());
    });
  } catch (error) {
    await db.close(); // e.g. the port is taken: leave nothing open behind
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  // A wildcard bind is reached locally on 127.0.0.1 (its own functions call it there too).
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  authCtx.serverUrl = url;
  authCtx.hosts = new HostPolicy(host, port, config.siteUrl);
  const warnings: string[] = config.unsupported.map(
    (setting) =>
      `config.toml turns on ${setting}, which the local backend does not support: it answers as if it were off (docs/INTERFACES.md).`,
  );
  if (!signing.demo) {
    warnings.push(
      `Listening on ${host}, beyond this machine: anyone on the network can reach the app and the API.`,
      `The demo keys are off; this server signs with its own secret${signing.secretFile ? ` (kept in ${signing.secretFile})` : ' (new on every start)'}.`,
      `${keys.kind === 'new' ? 'Secret' : 'Service-role'} key (keep it private): ${keys.secretKey}`,
      'The mailbox answers only on this machine; use HTTPS (a reverse proxy) for anything but a trusted network.',
    );
  }

  const env = functionEnv(
    join(repoRoot, '.env'),
    options.functionsEnv ?? {},
    supabaseVariables(url, keys, options.databaseUrl),
  );
  functions.load(
    options.functionsDir ?? join(repoRoot, 'supabase', 'functions'),
    env,
    config.functionsVerifyJwt,
  );
  log(`edge functions: ${functions.names().join(', ') || 'none'}`);

  let stopped: Promise<void> | null = null;
  return {
    url,
    publicUrl: authCtx.hosts.publicUrl,
    apiKeys: keys.kind,
    confirmEmail: !authCtx.autoconfirm,
    anonKey: keys.publicKey,
    serviceRoleKey: keys.secretKey,
    jwtSecret: signing.demo ? null : signing.jwt.secret,
    warnings,
    dbRoundTrips: () => db.roundTrips(),
    stop() {
      stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await Promise.allSettled([...inFlight]);
        server.closeAllConnections();
        await closed;
        await functions.stop();
        await db.close();
      })();
      return stopped;
    },
  };
}
