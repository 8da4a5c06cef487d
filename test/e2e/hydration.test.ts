import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODE_STORAGE_KEY } from '../../src/features/chat/tutor/modeStore.ts';
import { chatPage } from './chat/support/chatPage.ts';
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

  // Issue 20: index.html fetches the app after its first frame, so on a slow link the student can act on
  // the painted page before the app runs. What they do then is recorded by the inline starter and
  // replayed by the app (src/app/earlyInput.ts). Here the app's entry script is held back, as a slow
  // network would, while the student acts; nothing may be lost once it arrives.
  async function pageWithEntryHeld(
    hash = '#/',
    language?: string,
  ): Promise<{
    page: Page;
    release: () => Promise<void>;
    close: () => Promise<void>;
  }> {
    const { context, page } = await newPage(harness.browser);
    if (language) await context.addInitScript((l) => localStorage.setItem('language', l), language);
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
      holding ? held.push(route) : route.continue(),
    );
    // Not until load: a script still on its way holds the load event.
    await page.goto(`${harness.server.url}/${hash}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length).toBe(1);
    return {
      page,
      release: async () => {
        holding = false;
        for (const route of held.splice(0)) await route.continue();
      },
      close: () => context.close(),
    };
  }

  it('a question typed and sent with Enter before the app starts is sent once the app runs', async () => {
    const { page, release, close } = await pageWithEntryHeld();
    const chat = chatPage(page);
    await chat.input.pressSequentially('What is 7 times 8?');
    await chat.input.press('Enter');
    // Held for the app: Enter added no line, and nothing was sent.
    expect(await chat.input.inputValue()).toBe('What is 7 times 8?');
    expect(await chat.questions.count()).toBe(0);
    await release();
    const question = await chat.nth(chat.questions, 1);
    expect(await question.textContent()).toContain('What is 7 times 8?');
    expect(await chat.input.inputValue()).toBe('');
    await chat.nth(chat.answers, 1);
    await close();
  });

  it('a tap on Chat history and a choice of Hint first before the app starts take effect once it runs', async () => {
    const { page, release, close } = await pageWithEntryHeld();
    const hint = page.getByRole('radio', { name: 'Hint first' });
    await hint.click();
    // The choice waits for the app, which owns it (its default action was held back).
    expect(await hint.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Chat history' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await release();
    await page.getByRole('dialog', { name: 'Chat history' }).waitFor();
    expect(await hint.isChecked()).toBe(true);
    await close();
  });

  it('text typed before the app starts stays in the box and enables Send once it runs', async () => {
    const { page, release, close } = await pageWithEntryHeld();
    const chat = chatPage(page);
    await chat.input.fill('Explain photosynthesis');
    await release();
    await expect.poll(() => page.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
    expect(await chat.input.inputValue()).toBe('Explain photosynthesis');
    await close();
  });

  it('a photo chosen before the app starts is taken once it runs (an undecodable HEIC gets its message)', async () => {
    const { page, release, close } = await pageWithEntryHeld();
    const chat = chatPage(page);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(1000)]);
    await chat.attachFile({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic });
    await release();
    const notice = await chat.nth(chat.notices, 1);
    expect(await notice.textContent()).toContain('HEIC');
    await close();
  });

  // The served page is the English chat. On another route or in another language it must never be
  // painted: index.html's head script hides it, and the app clears the mark when it renders its page.
  it('the pre-rendered English chat is not painted on another route or in Spanish, and the right page comes', async () => {
    const rootShown = (page: Page) =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return root ? getComputedStyle(root).visibility !== 'hidden' && root.childElementCount > 0 : false;
      });
    for (const [hash, language, heading] of [
      ['#/login', undefined, 'Log in'],
      ['#/', 'es', '¿En qué puedo ayudarte?'],
    ] as const) {
      const { page, release, close } = await pageWithEntryHeld(hash, language);
      expect(await rootShown(page), `${hash} ${language ?? 'en'} before the app`).toBe(false);
      await release();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await rootShown(page)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.shell)).toBeUndefined();
      await close();
    }
    // On the chat in English it is painted at once, before the app runs.
    const { page, close } = await pageWithEntryHeld();
    expect(await rootShown(page)).toBe(true);
    await close();
  });
});
