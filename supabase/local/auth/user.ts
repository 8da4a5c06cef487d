import { type AuthRequest, checkPasswordStrength, requireUser } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { logout } from './tokens.ts';
import {
  findUserById,
  hashPassword,
  mergeUserMetadata,
  passwordMatches,
  setPassword,
  userJson,
} from './users.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** GET /user */
export async function getUser(r: AuthRequest): Promise<unknown> {
  const { user } = await requireUser(r.ctx.db, r.req, r.ctx.jwt);
  return userJson(user);
}

/**
 * PUT /user: a new password (other sessions are signed out, as GoTrue's UpdatePassword does) and/or
 * user_metadata changes in `data`. Changing the e-mail address is outside what the app needs.
 */
export async function updateUser(r: AuthRequest, body: Record<string, unknown>): Promise<unknown> {
  const { user, sessionId } = await requireUser(r.ctx.db, r.req, r.ctx.jwt);
  const password = body.password;
  if (password !== undefined && password !== null && typeof password !== 'string') {
    throw validationFailed('password must be a string');
  }
  if (typeof body.email === 'string' && body.email !== '' && body.email.toLowerCase() !== user.email) {
    throw new AuthError(
      422,
      'validation_failed',
      'Changing the email address is not supported by the local backend',
    );
  }
  if (body.app_metadata !== undefined) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  let passwordHash: string | null = null;
  if (typeof password === 'string' && password !== '') {
    checkPasswordStrength(password, r.ctx.config.minPasswordLength);
    if (await passwordMatches(user, password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  return r.ctx.db.transaction(async (q) => {
    if (passwordHash !== null) {
      await setPassword(q, user.id, passwordHash);
      await logout(q, user.id, sessionId, sessionId ? 'others' : 'global');
    }
    if (isObject(body.data)) await mergeUserMetadata(q, user.id, body.data);
    const fresh = await findUserById(q, user.id);
    return userJson(fresh ?? user);
  });
}

/** POST /logout?scope=global|local|others — 204. */
export async function logoutRoute(r: AuthRequest): Promise<void> {
  const scope = r.url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(r.ctx.db, r.req, r.ctx.jwt);
  await r.ctx.db.transaction((q) =>
    logout(q, user.id, sessionId, scope === '' ? 'global' : (scope as 'global' | 'local' | 'others')),
  );
}
