import { LANGUAGES } from '@shared/contract/languages.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueLanguage, loadMessages } from '../../../../src/lib/i18n/catalogue.ts';
import { ar } from '../../../../src/lib/i18n/messages/ar.ts';
import { es } from '../../../../src/lib/i18n/messages/es.ts';
import * as english from '../../../../src/lib/strings.ts';
import { chatStrings, planStrings, screenTitles, usageStrings } from '../../../../src/lib/strings.ts';

/** Every leaf of a catalogue as "path: kind" (a function's kind includes its arity). */
function leaves(node: unknown, path = ''): string[] {
  if (typeof node === 'function') return [`${path}: function/${node.length}`];
  if (typeof node === 'string') return [`${path}: string`];
  if (typeof node === 'object' && node !== null)
    return Object.entries(node)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  return [`${path}: ${typeof node}`];
}

// Snapshot of English before any test swaps the catalogue.
const englishLeaves = leaves(english);
const englishNewChat = chatStrings.newChat;

describe('the string catalogue (issue 21)', () => {
  afterEach(async () => {
    await loadMessages('en');
  });

  it('has exactly the English keys in every language: none missing, none extra', () => {
    const translations = { es, ar };
    expect(Object.keys(translations).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
    for (const messages of Object.values(translations)) expect(leaves(messages)).toEqual(englishLeaves);
  });

  it('translates every text that is a word (a leaf equal to English must be a name or a formula)', () => {
    const same = (messages: unknown) => {
      const out: string[] = [];
      const walk = (a: unknown, b: unknown, path: string) => {
        if (typeof a === 'string' && a === b && /[a-z]{3}/i.test(a)) out.push(path);
        else if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null)
          for (const key of Object.keys(a))
            walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      };
      walk(english, messages, '');
      return out.sort();
    };
    // The product name stays; "Chat" and "Tutor" are Spanish words too.
    expect(same(es)).toEqual(['.appStrings.menu.chat', '.appStrings.productName', '.chatStrings.tutor']);
    expect(same(ar)).toEqual(['.appStrings.productName']);
  });

  it('switches the objects every component imports, functions included, and comes back to English', async () => {
    await loadMessages('es');
    expect(catalogueLanguage()).toBe('es');
    expect(chatStrings.newChat).toBe('Chat nuevo');
    expect(screenTitles.login).toBe('INICIAR SESIÓN');
    expect(planStrings.keep('gold')).toBe('Mantener Oro');
    await loadMessages('ar');
    expect(chatStrings.newChat).toBe('محادثة جديدة');
    await loadMessages('en');
    expect(chatStrings.newChat).toBe(englishNewChat);
    expect(planStrings.keep('gold')).toBe('Keep Gold');
    expect(usageStrings.perDay(5)).toBe('5 questions a day');
    expect(leaves(english)).toEqual(englishLeaves);
  });

  it("uses Arabic's plural forms for counts", () => {
    expect(ar.usageStrings.perDay(1)).toBe('سؤال واحد يوميًا');
    expect(ar.usageStrings.perDay(2)).toBe('سؤالان يوميًا');
    expect(ar.usageStrings.perDay(5)).toBe('5 أسئلة يوميًا');
    expect(ar.usageStrings.perDay(100)).toBe('100 سؤال يوميًا');
    expect(ar.usageStrings.perDay(11)).toBe('11 سؤالًا يوميًا');
  });
});

describe('allStrings.ts (issue 21)', () => {
  it('lists every module the strings.ts barrel exports, so a language reaches all of them', async () => {
    const all = await import('../../../../src/lib/i18n/allStrings.ts');
    expect(Object.keys(all).sort()).toEqual(Object.keys(english).sort());
    for (const name of Object.keys(english))
      expect((all as Record<string, unknown>)[name]).toBe((english as Record<string, unknown>)[name]);
  });
});

describe('plan names (issue 21)', () => {
  it("are the shared catalogue's in English (SPEC §2)", async () => {
    const { PLANS } = await import('@shared/contract/plans.ts');
    for (const id of ['free', 'gold', 'diamond'] as const) expect(planStrings.names[id]).toBe(PLANS[id].name);
  });
});
