import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, clientIp, readBody, redirect, send, sendJson } from '../http.ts';
import { type AuthContext, type AuthRequest, authRequest, parseJsonBody } from './context.ts';
import { disabledFeature, disabledGrant } from './disabled.ts';
import { AuthError, sendAuthError, validationFailed, versionHeaders } from './errors.ts';
import { token } from './grants.ts';
import { limitFor } from './ratelimit.ts';
import { otp, recover, resend, signup } from './signup.ts';
import { getUser, logoutRoute, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

type JsonRoute = (r: AuthRequest, body: Record<string, unknown>) => Promise<unknown>;

const POST_ROUTES: Record<string, JsonRoute> = {
  '/signup': signup,
  '/token': token,
  '/recover': recover,
  '/resend': resend,
  '/verify': verifyPost,
  '/otp': otp,
  '/magiclink': otp,
};

function settings(r: AuthRequest) {
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'github',
  ]
    .concat(['gitlab', 'google', 'keycloak', 'kakao', 'linkedin_oidc', 'notion', 'spotify', 'slack_oidc'])
    .concat(['workos', 'twitch', 'twitter', 'zoom', 'phone']);
  return {
    external: { ...Object.fromEntries(providers.map((p) => [p, false])), email: true },
    disable_signup: !r.ctx.config.enableSignup,
    mailer_autoconfirm: r.ctx.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

/** /auth/v1/* — the subset of GoTrue that supabase-js uses. `path` is what follows /auth/v1. */
export async function handleAuth(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
) {
  const r = authRequest(ctx, req, url);
  const route = path.replace(/\/+$/, '') || '/';
  const headers = versionHeaders(req);
  try {
    const limit = limitFor(route, url.searchParams.get('grant_type'));
    if (limit && (req.method === 'POST' || req.method === 'GET')) ctx.limits.check(limit, clientIp(req));
    if (req.method === 'GET' && route === '/settings') return sendJson(res, 200, settings(r), headers);
    if (req.method === 'GET' && route === '/health') {
      return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'StudyMate local auth' });
    }
    if (req.method === 'GET' && route === '/verify') return redirect(res, await verifyGet(r));
    if (req.method === 'GET' && route === '/user') return sendJson(res, 200, await getUser(r), headers);
    let parsedBody: Record<string, unknown> | null = null;
    const body = async () => {
      parsedBody ??= parseJsonBody(await readBody(req));
      return parsedBody;
    };
    await disabledFeature(r, req.method ?? 'GET', route, body);
    if (req.method === 'POST' && route === '/token')
      disabledGrant(url.searchParams.get('grant_type') ?? '', await body());
    if (req.method === 'GET' && route === '/authorize') {
      throw validationFailed('Unsupported provider: provider is not enabled');
    }
    if (req.method === 'POST' && route === '/logout') {
      await logoutRoute(r);
      return send(res, 204, null, headers);
    }
    const jsonRoute =
      req.method === 'POST'
        ? POST_ROUTES[route]
        : req.method === 'PUT' && route === '/user'
          ? updateUser
          : undefined;
    if (jsonRoute) return sendJson(res, 200, await jsonRoute(r, await body()), headers);
    const known =
      route in POST_ROUTES || ['/settings', '/verify', '/user', '/logout', '/authorize'].includes(route);
    throw known
      ? new AuthError(405, 'unknown', 'Method Not Allowed')
      : new AuthError(404, 'not_found', 'Not Found');
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return sendAuthError(req, res, new AuthError(413, 'request_entity_too_large', error.message));
    }
    sendAuthError(req, res, error);
  }
}
