/**
 * The plans e2e world: the local backend whose payment functions talk to the loopback Stripe, a build of
 * the app with a Stripe test publishable key, Chromium with Stripe.js and api.stripe.com routed to the
 * stand-ins, and helpers that play Stripe's back office (signed webhooks) and read the server's truth.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { PaidPlanId } from '../../../../supabase/functions/_shared/contract/plans.ts';
import { localApiKeys } from '../../../../supabase/local/keys.ts';
import {
  type FakeStripe,
  type StripeObject,
  signedWebhook,
  startFakeStripe,
} from '../../../support/fake-stripe.ts';
import { uniqueEmail } from '../../../support/users.ts';
import { type E2eBackend, startBackend } from '../../support/backend.ts';
import { launchBrowser, viewports } from '../../support/browser.ts';
import { buildApp, repoRoot } from '../../support/build.ts';
import { type CreatedUser, createUser, logIn, setPaidPlan } from '../../support/users.ts';
import { goInApp, plansPage } from './plansPage.ts';
import { routeStripeForBrowser, type StripeBrowser } from './stripeBrowser.ts';

export const PUBLISHABLE_KEY = 'pk_test_studymate_plans_e2e';
export const WEBHOOK_SECRET = 'whsec_studymate_plans_e2e';
const PASSWORD = 'correct-horse-battery';

/**
 * The e2e build plus a Stripe publishable key, in .local/e2e-plans-dist. Rebuilt only when the shared
 * e2e build changed (its service worker lists a revision of every file), so the plans files share it.
 */
export async function plansDistDir(): Promise<string> {
  const outDir = join(repoRoot, '.local', 'e2e-plans-dist');
  const stampFile = join(outDir, '.source-stamp');
  const stamp = createHash('sha256')
    .update(readFileSync(join(inject('distDir'), 'sw.js')))
    .digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return outDir;
  const { anonKey } = await localApiKeys();
  buildApp(outDir, {
    VITE_SUPABASE_URL: '/',
    VITE_SUPABASE_ANON_KEY: anonKey,
    VITE_STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  });
  writeFileSync(stampFile, stamp);
  return outDir;
}

export type PlansUser = CreatedUser;

export interface PlansWorld {
  backend: E2eBackend;
  stripe: FakeStripe;
  browser: Browser;
  url: string;
  signUp(prefix: string): Promise<PlansUser>;
  /** A page in a fresh context with Stripe routed to the stand-ins, at `/#path`. */
  open(
    path: string,
    viewport?: { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page; seen: StripeBrowser }>;
  logIn(page: Page, user: PlansUser): Promise<void>;
  /** Signs the user in on a fresh page and opens /premium once it knows their plan. */
  openPlansAs(user: PlansUser): Promise<{ context: BrowserContext; page: Page; seen: StripeBrowser }>;
  /** Calls one of the functions as the user (as the app does, with their access token). */
  call(
    user: PlansUser,
    name: string,
    body: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** The server's figures for today (get_usage as the user): the plan in force and its daily limit. */
  usageOf(user: PlansUser): Promise<{ plan: string; daily_limit: number; used: number; remaining: number }>;
  /** Buys a plan the way the payment modal does, with the card step played on the loopback Stripe. */
  subscribe(user: PlansUser, plan: PaidPlanId): Promise<{ subscriptionId: string }>;
  /** The user's subscriptions row (service role): the period end and any scheduled plan. */
  subscriptionOf(user: PlansUser): Promise<Record<string, unknown> | undefined>;
  /** Records a paid plan with no billing period (as apply_paid_plan does for a plan granted by hand). */
  grantPlan(user: PlansUser, plan: PaidPlanId): Promise<void>;
  /** Sends Stripe's events to stripe-webhook, signed as Stripe signs them. */
  deliver(events: StripeObject[]): Promise<number[]>;
  stop(): Promise<void>;
}

/** `stripeOnServer: false`: the functions run without Stripe keys (payments not configured). */
export async function startPlansWorld(
  options: { distDir?: string; stripeOnServer?: boolean } = {},
): Promise<PlansWorld> {
  const stripe = await startFakeStripe();
  const backend = await startBackend({
    confirmEmail: false,
    distDir: options.distDir ?? (await plansDistDir()),
    functionsEnv:
      options.stripeOnServer === false
        ? { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }
        : { ...stripe.env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  const browser = await launchBrowser();
  const api = (key: string) => ({ apikey: backend.anonKey, authorization: `Bearer ${key}` });

  async function tokenOf(user: PlansUser): Promise<string> {
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...api(backend.anonKey), 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const body = (await res.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`log in failed: ${res.status}`);
    return body.access_token;
  }

  const world: PlansWorld = {
    backend,
    stripe,
    browser,
    url: backend.url,

    signUp: (prefix) =>
      createUser(backend, uniqueEmail(prefix), PASSWORD, { firstName: 'Pat', lastName: 'Lee' }),

    async open(path, viewport = viewports.phone) {
      const context = await browser.newContext({ viewport });
      const seen = await routeStripeForBrowser(context, stripe, { publishableKey: PUBLISHABLE_KEY });
      const page = await context.newPage();
      await page.goto(`${backend.url}/#${path}`);
      return { context, page, seen };
    },

    logIn: (page, user) => logIn(page, backend.url, user.email, user.password),

    async openPlansAs(user) {
      const opened = await this.open('/login');
      await this.logIn(opened.page, user);
      await goInApp(opened.page, '/premium');
      await plansPage(opened.page).ready();
      return opened;
    },

    async call(user, name, body) {
      const res = await fetch(`${backend.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { ...api(await tokenOf(user)), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },

    async usageOf(user) {
      const res = await fetch(`${backend.url}/rest/v1/rpc/get_usage`, {
        method: 'POST',
        headers: { ...api(await tokenOf(user)), 'content-type': 'application/json' },
        body: '{}',
      });
      const rows = (await res.json()) as Array<{
        plan: string;
        daily_limit: number;
        used: number;
        remaining: number;
      }>;
      const row = rows[0];
      if (!res.ok || !row) throw new Error(`get_usage failed: ${res.status} ${JSON.stringify(rows)}`);
      return row;
    },

    async subscribe(user, plan) {
      const checkout = await world.call(user, 'create-payment-intent', { planType: plan });
      if (checkout.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(checkout.body)}`);
      const intentId = String(checkout.body.client_secret).split('_secret_')[0] ?? '';
      if (checkout.body.kind === 'payment') stripe.confirmPayment(intentId);
      else stripe.confirmSetup(intentId);
      const confirmed = await world.call(user, 'confirm-payment', { purchaseId: checkout.body.purchaseId });
      if (confirmed.body.plan !== plan) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
      const list = await stripe.client().subscriptions.list({ status: 'all', limit: 100 });
      const found = list.data.find((s) => s.metadata.purchase_id === checkout.body.purchaseId);
      if (!found) throw new Error('no subscription at Stripe');
      return { subscriptionId: found.id };
    },

    async subscriptionOf(user) {
      const res = await fetch(`${backend.url}/rest/v1/subscriptions?user_id=eq.${user.id}&select=*`, {
        headers: api(backend.serviceRoleKey),
      });
      return ((await res.json()) as Array<Record<string, unknown>>)[0];
    },

    grantPlan: (user, plan) => setPaidPlan(backend, user.id, plan),

    async deliver(events) {
      const statuses: number[] = [];
      for (const event of events) {
        const { payload, signature } = signedWebhook(event, WEBHOOK_SECRET);
        const res = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        await res.body?.cancel();
        statuses.push(res.status);
      }
      return statuses;
    },

    async stop() {
      await browser.close();
      await backend.stop();
      await stripe.stop();
    },
  };
  return world;
}
