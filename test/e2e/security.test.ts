import { describe, expect, inject, it } from 'vitest';
import { cspHash, inlineBlocks } from '../../scripts/inline-head.ts';
import { localApiKeys } from '../../supabase/local/keys.ts';
import { findSecrets } from '../support/secrets.ts';
import { hasChromium, newPage } from './support/browser.ts';
import { useBackendAndBrowser } from './support/harness.ts';
import { takeProblems } from './support/pageWatch.ts';
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

  it('is sent with the app, allows only its own inline blocks, forbids other origins, and no route violates it', async () => {
    const response = await fetch(`${harness.server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    // index.html's inline theme script, app starter and stylesheet (issue 20), each allowed by the hash
    // of its exact text in the page served, and nothing else inline.
    const { scripts, styles } = inlineBlocks(await response.text());
    expect(scripts).toHaveLength(2);
    expect(styles).toHaveLength(1);
    expect(directive('script-src')).toBe(
      `script-src 'self' ${scripts.map(cspHash).join(' ')} https://js.stripe.com`,
    );
    expect(directive('style-src')).toBe(`style-src 'self' ${cspHash(styles[0] ?? '')}`);
    expect(csp).not.toMatch(/(script|style)-src [^;]*unsafe-inline/);

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
    expect(takeProblems()).toEqual([]);

    // Any other inline script or style, injected into the page, is refused and reported.
    const injected = await page.evaluate(() => {
      const w = window as unknown as { __injected?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = ':root { --csp-probe: applied }';
      document.head.append(style);
      return {
        ran: w.__injected === true,
        styled: getComputedStyle(document.documentElement).getPropertyValue('--csp-probe') !== '',
      };
    });
    expect(injected).toEqual({ ran: false, styled: false });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))
      .toEqual([
        expect.stringMatching(/^script-src-elem inline/),
        expect.stringMatching(/^style-src-elem inline/),
      ]);
    // The page watch saw them too; they were provoked here, so they don't fail the test.
    expect(takeProblems().every((p) => p.kind === 'csp' && /inline|src-elem/.test(p.text))).toBe(true);
    await context.close();
  });
});
