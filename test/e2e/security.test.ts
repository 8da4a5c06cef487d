import { describe, expect, inject, it } from 'vitest';
import { localApiKeys } from '../../supabase/local/keys.ts';
import { findSecrets } from '../support/secrets.ts';
import { hasChromium, newPage } from './support/browser.ts';
import { useBackendAndBrowser } from './support/harness.ts';
import { routeTitles } from './support/routes.ts';

const serverSecrets = (): Record<string, string> => {
  const names = ['AI_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SUPABASE_SERVICE_ROLE_KEY'];
  return Object.fromEntries(names.map((n) => [n, process.env[n] ?? '']));
};

describe('no secret in the built app', () => {
  it('dist holds no service-role key, Stripe secret, webhook secret or AI key', async () => {
    const { serviceRoleKey } = await localApiKeys();
    for (const dir of [inject('distDir'), inject('demoDistDir')]) {
      expect(findSecrets(dir, { ...serverSecrets(), 'local service_role key': serviceRoleKey })).toEqual([]);
    }
  });

  it('the scanner finds a planted secret (so an empty result means something)', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const dir = mkdtempSync('/tmp/secret-scan-');
    const { serviceRoleKey } = await localApiKeys();
    writeFileSync(`${dir}/a.js`, `const k="${serviceRoleKey}";const s="sk_live_${'a'.repeat(24)}";`);
    expect(
      findSecrets(dir)
        .map((f) => f.secret)
        .sort(),
    ).toEqual(['Stripe secret key', 'service_role JWT']);
  });
});

describe.skipIf(!hasChromium())('content security policy', () => {
  const harness = useBackendAndBrowser();

  it('is sent with the app, forbids inline scripts and other origins, and no route violates it', async () => {
    const response = await fetch(`${harness.server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const { context, page } = await newPage(harness.browser);
    await context.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const { path, title } of routeTitles) {
      await page.goto(`${harness.server.url}/#${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    await context.close();
  });
});
