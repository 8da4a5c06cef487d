import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { E2eBackend } from '../../support/backend.ts';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

const headers = (key: string) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
  'Content-Type': 'application/json',
});

/** A confirmed account (the backend runs with e-mail confirmation off); returns its id. */
export async function createUser(backend: E2eBackend, email: string, password: string): Promise<string> {
  const res = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: headers(backend.anonKey),
    body: JSON.stringify({ email, password, data: { firstName: 'Test', lastName: 'Student' } }),
  });
  const body = (await res.json()) as { user?: { id: string }; id?: string };
  const id = body.user?.id ?? body.id;
  if (!res.ok || !id) throw new Error(`signup failed: ${res.status} ${JSON.stringify(body)}`);
  return id;
}

/** Uses up questions of today's allowance the way chat-with-ai does (service role, one request id each). */
export async function useQuestions(backend: E2eBackend, userId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${backend.url}/rest/v1/rpc/reserve_question`, {
      method: 'POST',
      headers: headers(backend.serviceRoleKey),
      body: JSON.stringify({ p_user_id: userId, p_request_id: randomUUID() }),
    });
    if (!res.ok) throw new Error(`reserve_question failed: ${res.status} ${await res.text()}`);
  }
}

export async function logIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/#/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${url}/#/chat`);
}
