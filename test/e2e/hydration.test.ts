import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODE_STORAGE_KEY } from '../../src/features/chat/tutor/modeStore.ts';
import { hasChromium, newPage } from './support/browser.ts';
import { useDemoServerAndBrowser } from './support/harness.ts';

/** Records every change made inside #root once the parser has built it (installed before any script runs). */
function recordRootMutations(): void {
  const log: string[] = [];
  (window as unknown as { rootMutations: string[] }).rootMutations = log;
  const name = (node: Node) =>
    node instanceof Element
      ? `<${node.localName} class="${node.getAttribute('class') ?? ''}">`
      : node.nodeName;
  const observer = new MutationObserver((records) => {
    const root = document.getElementById('root');
    for (const r of records) {
      if (!root?.contains(r.target)) continue;
      if (r.type === 'attributes') log.push(`${r.attributeName} set on ${name(r.target)}`);
      else if (r.type === 'characterData')
        log.push(`text of ${name(r.target.parentNode ?? r.target)} changed`);
      for (const n of r.removedNodes) log.push(`${name(n)} removed from ${name(r.target)}`);
      for (const n of r.addedNodes) log.push(`${name(n)} added to ${name(r.target)}`);
    }
  });
  // 'interactive' comes when parsing ends, before module scripts run: the parser's insertions are dropped.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    observer.takeRecords();
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The pre-rendered root as served, and the live root, compared as DOM trees (attribute order aside). */
async function rootDifferences(page: Page, served: string): Promise<string[]> {
  return page.evaluate((html) => {
    // The composer's measured height is an effect's, set after hydration.
    const describe = (e: Element) =>
      `<${e.localName} ${[...e.attributes]
        .filter((a) => !(e.localName === 'textarea' && a.name === 'style'))
        .map((a) => `${a.name}="${a.value}"`)
        .sort()
        .join(' ')}>${[...e.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('')}`;
    // The dictation button is added by an effect where the browser has speech recognition.
    const flat = (root: Element | null) =>
      [...(root?.querySelectorAll('*') ?? [])].filter((e) => !e.closest('.composer__mic')).map(describe);
    const before = flat(new DOMParser().parseFromString(html, 'text/html').getElementById('root'));
    const after = flat(document.getElementById('root'));
    return [
      ...before.filter((e) => !after.includes(e)).map((e) => `- ${e}`),
      ...after.filter((e) => !before.includes(e)).map((e) => `+ ${e}`),
    ];
  }, served);
}

// Issue 20: the chat route is pre-rendered at build time (src/prerender.tsx, preact-render-to-string)
// and hydrated by Preact's compat layer (src/main.tsx). Hydration must take over the served nodes as
// they are: nothing re-created (no flash), no mismatch, nothing in the console.
describe.skipIf(!hasChromium())('hydration of the pre-rendered chat screen', () => {
  const harness = useDemoServerAndBrowser();

  it('takes over the served markup without changing a node, and the console stays clean', async () => {
    const { context, page } = await newPage(harness.browser);
    await context.addInitScript(recordRootMutations);
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const served = await (await fetch(`${harness.server.url}/`)).text();
    expect(served).toContain('How can I help you?');

    await page.goto(`${harness.server.url}/#/`);
    // The app's scripts have loaded, so the shell is hydrated and the effects after it have run.
    await page.waitForLoadState('networkidle');

    // What changed after the markup was parsed: only what effects do after hydration (the composer
    // measures its height; the dictation button appears where the browser has speech recognition).
    const mutations = await page.evaluate(
      () => (window as unknown as { rootMutations: string[] }).rootMutations,
    );
    const expected = (m: string) =>
      m === 'style set on <textarea class="composer__input">' ||
      /^<button class="icon-btn composer__mic">/.test(m);
    expect(mutations.filter((m) => !expected(m))).toEqual([]);
    expect(await rootDifferences(page, served)).toEqual([]);
    // Interactive: typing enables Send, so the handlers are on the served nodes.
    await page.getByRole('textbox', { name: 'Your question' }).fill('2 + 2');
    await expect.poll(() => page.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('shows a remembered Hint first right after hydrating the shell, which says Explain', async () => {
    const { context, page } = await newPage(harness.browser);
    await context.addInitScript((key) => localStorage.setItem(key, 'hint'), MODE_STORAGE_KEY);
    await page.goto(`${harness.server.url}/#/`);
    const hint = page.getByRole('radio', { name: 'Hint first' });
    await expect.poll(() => hint.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Explain' }).isChecked()).toBe(false);
    await context.close();
  });
});
