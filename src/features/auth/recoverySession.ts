import { authStrings } from '../../lib/strings.ts';
import type { AppSupabaseClient } from '../../lib/supabase.ts';
import type { AuthLink } from './authLink.ts';
import { authLinkFor } from './linkCapture.ts';

/** `tokenHash`: a link from our e-mail templates, verified only when the user sets the password. */
export type RecoveryCheck = { valid: true; tokenHash?: string } | { valid: false; message: string };

const VALID: RecoveryCheck = { valid: true };
const invalid = (message: string): RecoveryCheck => ({ valid: false, message });
const s = authStrings.reset;

/** Turns the reset link into a session: a PKCE code exchange, or recovery tokens (SPEC §4). */
async function applyLink(client: AppSupabaseClient, link: AuthLink): Promise<RecoveryCheck | null> {
  if (link.error) return invalid(s.invalidLink);
  // Not verified here: opening the link (on another device, or a mail scanner) must not use it up.
  if (link.tokenHash && link.type === 'recovery') return { valid: true, tokenHash: link.tokenHash };
  if (link.code) {
    const { error } = await client.auth.exchangeCodeForSession(link.code);
    return error ? invalid(s.invalidLink) : VALID;
  }
  if (link.accessToken && link.refreshToken && link.type === 'recovery') {
    const { error } = await client.auth.setSession({
      access_token: link.accessToken,
      refresh_token: link.refreshToken,
    });
    return error ? invalid(s.restoreFailed) : VALID;
  }
  return null;
}

/** A link is one-time: its outcome is kept for the rest of the page's life. */
let linkOutcome: Promise<RecoveryCheck | null> | null = null;

/**
 * Is there a session that may set a new password? The link the page was opened with decides first;
 * otherwise any existing session counts (SPEC §4 "on an existing session").
 */
export async function verifyRecoverySession(client: AppSupabaseClient): Promise<RecoveryCheck> {
  const link = authLinkFor('recovery');
  if (link) {
    linkOutcome ??= applyLink(client, link);
    const outcome = await linkOutcome;
    if (outcome && (!outcome.valid || outcome.tokenHash)) return outcome;
  }
  const { data, error } = await client.auth.getSession();
  if (error) return invalid(s.verifyFailed);
  return data.session ? VALID : invalid(s.noSession);
}
