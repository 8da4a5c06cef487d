import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { checkPassword } from './password.ts';

type Json = Record<string, unknown>;

/** auth.users as the local GoTrue reads it (one `to_jsonb` row, so PGlite and pg agree on types). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  is_anonymous: boolean | null;
  created_at: string | null;
  updated_at: string | null;
}

export { hashPassword } from './password.ts';

/** The password check; with no user (or no password set) a dummy hash is compared, taking the same time. */
export function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  return checkPassword(user?.encrypted_password, password);
}

async function oneUser(q: Queryable, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await q.query<{ j: string }>(
    `select to_jsonb(u)::text as j from auth.users u where ${where} limit 1`,
    params,
  );
  return rows[0] ? (JSON.parse(rows[0].j) as UserRow) : null;
}

export const findUserById = (q: Queryable, id: string) => oneUser(q, 'u.id = $1::uuid', [id]);

/**
 * A user and whether a session exists, in one round trip (what every authenticated request asks):
 * null when there is no such user; `session` is false when sessionId names no session (null asks
 * nothing about sessions, and answers true).
 */
export async function findUserAndSession(
  q: Queryable,
  id: string,
  sessionId: string | null,
): Promise<{ user: UserRow; session: boolean } | null> {
  const { rows } = await q.query<{ j: string; session: boolean }>(
    `select to_jsonb(u)::text as j,
            $2::uuid is null or exists (select 1 from auth.sessions s where s.id = $2::uuid) as session
       from auth.users u where u.id = $1::uuid`,
    [id, sessionId],
  );
  const row = rows[0];
  return row ? { user: JSON.parse(row.j) as UserRow, session: row.session === true } : null;
}
export const findUserByEmail = (q: Queryable, email: string) =>
  oneUser(q, 'lower(u.email) = lower($1)', [email]);
/** A stored token matches either as is or with the `pkce_` prefix GoTrue adds for PKCE flows. */
export const findUserByToken = (
  q: Queryable,
  column: 'confirmation_token' | 'recovery_token',
  token: string,
) => oneUser(q, `u.${column} <> '' and (u.${column} = $1 or u.${column} = 'pkce_' || $1)`, [token]);

export async function createUser(
  q: Queryable,
  input: { email: string; passwordHash: string; data: Json; confirmed: boolean },
): Promise<UserRow> {
  const id = randomUUID();
  const metadata: Json = {
    ...input.data,
    sub: id,
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
  };
  await q.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
       email_confirmed_at, is_anonymous, created_at, updated_at)
     values ($1::uuid, 'authenticated', 'authenticated', $2, $3, $4::jsonb, $5::jsonb,
       case when $6::boolean then now() end, false, now(), now())`,
    [
      id,
      input.email,
      input.passwordHash,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(metadata),
      input.confirmed,
    ],
  );
  const user = await findUserById(q, id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

/** Marks the e-mail confirmed (GoTrue's User.Confirm): clears the token, sets email_verified. */
export async function confirmEmail(q: Queryable, id: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1::uuid`,
    [id],
  );
}

/** Merges user_metadata the way GoTrue does: a null value removes the key. */
export async function mergeUserMetadata(q: Queryable, id: string, data: Json): Promise<void> {
  const removed = Object.keys(data).filter((k) => data[k] === null);
  const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
  await q.query(
    `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
       updated_at = now() where id = $1::uuid`,
    [id, JSON.stringify(kept), removed],
  );
}

/** Sets a new password and voids pending e-mail tokens (GoTrue's User.UpdatePassword). */
export async function setPassword(q: Queryable, id: string, passwordHash: string): Promise<void> {
  await q.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
       recovery_token = '', recovery_sent_at = null, updated_at = now() where id = $1::uuid`,
    [id, passwordHash],
  );
}

const omitNull = (o: Json): Json => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));

/** The user object GoTrue returns (models.User as JSON), with its one e-mail identity. */
export function userJson(u: UserRow): Json {
  const email = u.email ?? '';
  const identity = {
    identity_id: u.id,
    id: u.id,
    user_id: u.id,
    identity_data: {
      email,
      email_verified: u.email_confirmed_at !== null,
      phone_verified: false,
      sub: u.id,
    },
    provider: 'email',
    last_sign_in_at: u.last_sign_in_at ?? u.created_at,
    created_at: u.created_at,
    updated_at: u.updated_at,
    email,
  };
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email,
    ...omitNull({
      email_confirmed_at: u.email_confirmed_at,
      confirmation_sent_at: u.confirmation_sent_at,
      confirmed_at: u.email_confirmed_at,
      recovery_sent_at: u.recovery_sent_at,
      last_sign_in_at: u.last_sign_in_at,
    }),
    phone: u.phone ?? '',
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: [identity],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous ?? false,
  };
}
