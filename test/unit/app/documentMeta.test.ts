import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentMeta, documentMeta } from '../../../src/app/documentMeta.ts';
import { routes } from '../../../src/app/routes.tsx';
import { loadMessages } from '../../../src/lib/i18n/catalogue.ts';
import { ar } from '../../../src/lib/i18n/messages/ar.ts';
import { es } from '../../../src/lib/i18n/messages/es.ts';
import { pageStrings } from '../../../src/lib/strings.ts';

// Issue 21: the tab title and the meta description follow the route and the language.
describe('document title and description per route', () => {
  afterEach(async () => {
    await loadMessages('en');
  });

  it("index.html's first-paint pair is the English chat's", () => {
    const html = readFileSync('index.html', 'utf8');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(pageStrings.appTitle);
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(pageStrings.description);
  });

  it('every screen route has its own title and description; the chat and unknown routes the app’s', () => {
    const framed = routes.filter((r) => r.frame);
    expect(framed.every((r) => r.page)).toBe(true);
    const titles = new Set(framed.map((r) => documentMeta(r.path).title));
    expect(titles.size).toBe(framed.length);
    expect(documentMeta('/login')).toEqual({
      title: 'Log in · StudyMate',
      description: pageStrings.descriptions.login,
    });
    for (const path of ['/', '/chat', '/nowhere'])
      expect(documentMeta(path)).toEqual({
        title: pageStrings.appTitle,
        description: pageStrings.description,
      });
  });

  it('follows the language, and writes <title> and <meta name="description">', async () => {
    await loadMessages('es');
    expect(documentMeta('/premium')).toEqual({
      title: `${es.pageStrings.screens.plans} · StudyMate`,
      description: es.pageStrings.descriptions.plans,
    });
    await loadMessages('ar');
    applyDocumentMeta(document, '/contact');
    expect(document.title).toBe(`${ar.pageStrings.screens.contact} · StudyMate`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      ar.pageStrings.descriptions.contact,
    );
    applyDocumentMeta(document, '/');
    expect(document.title).toBe(ar.pageStrings.appTitle);
    await loadMessages('en');
    applyDocumentMeta(document, '/contact');
    expect(document.title).toBe('Contact us · StudyMate');
  });
});
