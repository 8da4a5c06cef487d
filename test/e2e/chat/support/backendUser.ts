import { randomUUID } from 'node:crypto';
import { apiHeaders, type E2eBackend } from '../../support/backend.ts';

/** Uses up questions of today's allowance the way chat-with-ai does (service role, one request id each). */
export async function useQuestions(backend: E2eBackend, userId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${backend.url}/rest/v1/rpc/reserve_question`, {
      method: 'POST',
      headers: apiHeaders(backend.serviceRoleKey),
      body: JSON.stringify({ p_user_id: userId, p_request_id: randomUUID() }),
    });
    if (!res.ok) throw new Error(`reserve_question failed: ${res.status} ${await res.text()}`);
  }
}
