import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseToml, type TomlTable, type TomlValue } from './toml.ts';

/** Repository root (supabase/local/../..). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultConfigPath = fileURLToPath(new URL('../config.toml', import.meta.url));

/** The settings of supabase/config.toml that the local backend honours. */
export interface LocalConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  minPasswordLength: number;
  /** Seconds between two e-mails of the same kind to one user ([auth.email] max_frequency). */
  emailMaxFrequency: number;
  /** Seconds an e-mailed link or code stays valid ([auth.email] otp_expiry). */
  otpExpiry: number;
  maxRows: number | null;
  /** [auth.rate_limit]: requests per IP address per window (GoTrue's defaults when absent). */
  rateLimits: RateLimits;
  /** verify_jwt per function name; functions not listed default to true, as with the Supabase CLI. */
  functionsVerifyJwt: Record<string, boolean>;
  /** [auth.email.template.<name>] with the file content_path names read in; absent: GoTrue's default mail. */
  emailTemplates: Partial<Record<EmailTemplateName, EmailTemplate>>;
  /** Features config.toml switches on that the local backend does not have (warned about at start). */
  unsupported: string[];
}

/**
 * Settings of the Supabase CLI's config.toml that turn on what the local backend answers as switched
 * off (docs/INTERFACES.md); starting with one of them on is worth a warning, not silence.
 */
function unsupportedSettings(toml: TomlTable): string[] {
  const api = table(toml, 'api');
  const auth = table(toml, 'auth');
  const found: string[] = [];
  const schemas = Array.isArray(api.schemas)
    ? api.schemas.filter((v) => v !== 'public' && v !== 'graphql_public')
    : [];
  if (schemas.length > 0) found.push(`[api] schemas ${schemas.join(', ')} (only public is served)`);
  if (bool(auth.enable_anonymous_sign_ins, false)) found.push('[auth] enable_anonymous_sign_ins');
  if (bool(auth.enable_manual_linking, false)) found.push('[auth] enable_manual_linking');
  if (bool(table(auth, 'sms').enable_signup, false)) found.push('[auth.sms] enable_signup');
  const mfa = table(auth, 'mfa');
  for (const kind of ['totp', 'phone', 'web_authn'])
    if (bool(table(mfa, kind).enroll_enabled, false)) found.push(`[auth.mfa.${kind}] enroll_enabled`);
  for (const [name, provider] of Object.entries(table(auth, 'external')))
    if (isTable(provider) && bool(provider.enabled, false)) found.push(`[auth.external.${name}] enabled`);
  for (const [chain, settings] of Object.entries(table(auth, 'web3')))
    if (isTable(settings) && bool(settings.enabled, false)) found.push(`[auth.web3.${chain}] enabled`);
  return found;
}

export type EmailTemplateName = 'confirmation' | 'recovery' | 'magic_link';
export interface EmailTemplate {
  subject: string | null;
  content: string;
}

/** content_path is relative to the project folder (the parent of supabase/), as with the Supabase CLI. */
function emailTemplates(email: TomlTable, configPath: string): LocalConfig['emailTemplates'] {
  const templates = table(email, 'template');
  const projectDir = dirname(dirname(resolve(configPath)));
  const out: LocalConfig['emailTemplates'] = {};
  for (const name of ['confirmation', 'recovery', 'magic_link'] as const) {
    const t = table(templates, name);
    if (typeof t.content_path !== 'string') continue;
    out[name] = {
      subject: typeof t.subject === 'string' ? t.subject : null,
      content: readFileSync(resolve(projectDir, t.content_path), 'utf8'),
    };
  }
  return out;
}

/** GoTrue's per-IP limits ([auth.rate_limit] of the Supabase CLI's config.toml). */
export interface RateLimits {
  /** Sign-ups and password sign-ins per 5 minutes (also /recover, /resend and /otp here). */
  sign_in_sign_ups: number;
  /** Refresh-token grants per 5 minutes. */
  token_refresh: number;
  /** OTP and link verifications per 5 minutes (per IP, and per address for typed codes). */
  token_verifications: number;
}

/** GoTrue's (and the Supabase CLI's) defaults. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  sign_in_sign_ups: 30,
  token_refresh: 150,
  token_verifications: 30,
};

export function loadConfig(path = defaultConfigPath): LocalConfig {
  const toml = existsSync(path) ? parseToml(readFileSync(path, 'utf8')) : {};
  const api = table(toml, 'api');
  const auth = table(toml, 'auth');
  const email = table(auth, 'email');
  const functions = table(toml, 'functions');
  const limits = table(auth, 'rate_limit');
  const functionsVerifyJwt: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(functions)) {
    if (isTable(value)) functionsVerifyJwt[name] = bool(value.verify_jwt, true);
  }
  return {
    siteUrl: str(auth.site_url, 'http://127.0.0.1:54321'),
    additionalRedirectUrls: strList(auth.additional_redirect_urls),
    jwtExpiry: num(auth.jwt_expiry, 3600),
    refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
    refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
    enableSignup: bool(auth.enable_signup, true) && bool(email.enable_signup, true),
    enableConfirmations: bool(email.enable_confirmations, false),
    minPasswordLength: num(auth.minimum_password_length, 6),
    emailMaxFrequency: durationSeconds(email.max_frequency, 60),
    otpExpiry: num(email.otp_expiry, 3600),
    maxRows: typeof api.max_rows === 'number' ? api.max_rows : null,
    rateLimits: {
      sign_in_sign_ups: num(limits.sign_in_sign_ups, DEFAULT_RATE_LIMITS.sign_in_sign_ups),
      token_refresh: num(limits.token_refresh, DEFAULT_RATE_LIMITS.token_refresh),
      token_verifications: num(limits.token_verifications, DEFAULT_RATE_LIMITS.token_verifications),
    },
    functionsVerifyJwt,
    emailTemplates: emailTemplates(email, path),
    unsupported: unsupportedSettings(toml),
  };
}

/** "1s", "2m", "1h" or a plain number of seconds. */
export function durationSeconds(value: TomlValue | TomlTable | undefined, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(value.trim());
  if (!match?.[1]) return fallback;
  const amount = Number(match[1]);
  const unit = match[2] ?? 's';
  const factor = unit === 'ms' ? 0.001 : unit === 'm' ? 60 : unit === 'h' ? 3600 : 1;
  return amount * factor;
}

function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function table(parent: TomlTable, key: string): TomlTable {
  const value = parent[key];
  return isTable(value) ? value : {};
}
function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
function num(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}
function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
function strList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
