import type { Page } from 'playwright-core';
import type { PaidPlanId } from '../../../supabase/functions/_shared/contract/plans.ts';
import { apiHeaders, type E2eBackend } from './backend.ts';
import { waitForMails } from './mailbox.ts';

/** The e2e tests' accounts: made through the public sign-up API, signed in through the app's form. */

/** The name the chat and offline suites give their users (the contact form fills it in). */
export const TEST_STUDENT = { firstName: 'Test', lastName: 'Student' };

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
}

/**
 * A confirmed account made through the public sign-up API (no PKCE): with confirmation on, GoTrue's
 * verify URL of the mail is followed, which confirms the address.
 */
export async function createUser(
  backend: E2eBackend,
  email: string,
  password: string,
  data: Record<string, string> = {},
): Promise<CreatedUser> {
  const res = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: apiHeaders(backend.anonKey),
    body: JSON.stringify({ email, password, data }),
  });
  const body = (await res.json()) as { id?: string; user?: { id: string }; msg?: string };
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${JSON.stringify(body)}`);
  const id = body.user?.id ?? body.id;
  if (!id) throw new Error(`signup answered no user: ${JSON.stringify(body)}`);
  if (!body.user) {
    const [mail] = await waitForMails(backend.url, email, 1);
    if (!mail) throw new Error('no confirmation mail');
    const verify = await fetch(mail.verify_url ?? mail.link, { redirect: 'manual' });
    if (verify.status !== 303) throw new Error(`verify answered ${verify.status}`);
  }
  return { id, email, password };
}

/** Records a paid plan the way the payment functions do after Stripe confirms (service role, no period). */
export async function setPaidPlan(backend: E2eBackend, userId: string, plan: PaidPlanId): Promise<void> {
  const res = await fetch(`${backend.url}/rest/v1/rpc/apply_paid_plan`, {
    method: 'POST',
    headers: apiHeaders(backend.serviceRoleKey),
    body: JSON.stringify({ p_user_id: userId, p_plan: plan }),
  });
  if (!res.ok) throw new Error(`apply_paid_plan answered ${res.status}: ${await res.text()}`);
}

/** Fills the app's login form on the current page and submits it (the outcome is the caller's to check). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Opens /login of the app at `url`, signs in, and waits until the app has moved on to the chat. */
export async function logIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/#/login`);
  await submitLogin(page, email, password);
  await page.waitForURL(`${url}/#/chat`);
}
