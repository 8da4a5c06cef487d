import { identifyCaller } from '../_shared/auth.ts';
import { KIB, readJsonObject } from '../_shared/body.ts';
import type { ContactFormResponse } from '../_shared/contract/functions.ts';
import { dbFailure } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { jsonResponse, postOnly } from '../_shared/http.ts';
import { adminClientFactory } from '../_shared/supabase.ts';
import { validateContactMessage } from './validate.ts';

/**
 * contact-form: `{clientId?, name, email, subject, message}` → `{ok: true}`. Stored once per clientId
 * (the browser outbox retries with the same id), with the sender's user id when signed in.
 */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = adminClientFactory(env);

  return postOnly('contact-form', async (request) => {
    const message = validateContactMessage(await readJsonObject(request, 64 * KIB));
    const db = admin();
    const caller = await identifyCaller(request, env, db);
    const row = {
      client_id: message.clientId ?? crypto.randomUUID(),
      user_id: caller.kind === 'user' ? caller.userId : null,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    };
    const { error } = await db
      .from('contact_messages')
      .upsert(row, { onConflict: 'client_id', ignoreDuplicates: true });
    if (error) throw dbFailure('send message', error);
    return jsonResponse<ContactFormResponse>({ ok: true });
  });
}
