import { describe, expect, it } from 'vitest';
import '../../../supabase/functions/_shared/solver/i18n/all.ts';
import { LANGUAGES } from '../../../supabase/functions/_shared/contract/languages.ts';
import { AR } from '../../../supabase/functions/_shared/solver/i18n/ar.ts';
import { ES } from '../../../supabase/functions/_shared/solver/i18n/es.ts';
import { stepTextFor } from '../../../supabase/functions/_shared/solver/i18n/index.ts';
import { loadStepText } from '../../../supabase/functions/_shared/solver/i18n/load.ts';
import {
  placeholders,
  skeleton,
  translateText,
} from '../../../supabase/functions/_shared/solver/i18n/skeleton.ts';
import { type Solved, solve } from '../../../supabase/functions/_shared/solver/index.ts';
import { PROBLEMS } from './problems.ts';
import { CALCULUS_AND_MORE } from './problems-calculus-and-more.ts';

// Issue 21: the solver's step text in Spanish and Arabic, its mathematics unchanged.
const CATALOGUES = { es: ES, ar: AR } as const;
const QUESTIONS = [PROBLEMS, CALCULUS_AND_MORE].flatMap((table) =>
  Object.values(table).flatMap((list) => (list ?? []).map(([question]) => question)),
);
const solvedInEnglish = QUESTIONS.map((q) => [q, solve(q, { timeLimitMs: 5000 })] as const).filter(
  (pair): pair is readonly [string, Solved] => pair[1].solved,
);
const english = solvedInEnglish.map(([, r]) => r);
const wordsOf = (r: Solved) => [r.title, r.tip, ...r.steps.flatMap((s) => [s.rule, s.text])];

describe('the solver’s step text in every language (issue 21)', () => {
  it('has the same sentences in every catalogue, each with its English placeholders', () => {
    expect(Object.keys(AR).sort()).toEqual(Object.keys(ES).sort());
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const [key, template] of Object.entries(catalogue)) {
        expect(template.trim(), key).not.toBe('');
        expect(placeholders(template), key).toEqual(placeholders(key));
      }
    }
  });

  it('has every sentence the solver writes for its test problems, in every language', () => {
    expect(english.length).toBeGreaterThan(500);
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const missing = new Set<string>();
      for (const r of english) {
        for (const text of wordsOf(r))
          if (translateText(text, catalogue) === null) missing.add(skeleton(text).key);
      }
      expect([...missing], language).toEqual([]);
    }
  });

  it('gives the same mathematics in Spanish and Arabic as in English, with translated words', () => {
    for (const [question, title] of [
      ['solve 3x - 5 = 16', { es: 'Resolver una ecuación lineal', ar: 'حل معادلة خطية' }],
      ['differentiate x^3 sin(x)', { es: 'Calcular una derivada', ar: 'إيجاد مشتقة' }],
      ['solve x^2 - 5x + 6 = 0', { es: 'Resolver una ecuación cuadrática', ar: 'حل معادلة تربيعية' }],
    ] as const) {
      const en = solve(question);
      expect(en.solved).toBe(true);
      if (!en.solved) continue;
      for (const language of ['es', 'ar'] as const) {
        const r = solve(question, { language });
        expect(r.solved).toBe(true);
        if (!r.solved) continue;
        expect(r.answer).toBe(en.answer);
        expect(r.decimal).toBe(en.decimal);
        expect(r.steps.map((s) => s.latex)).toEqual(en.steps.map((s) => s.latex));
        expect(r.title).toBe(title[language]);
        expect(r.markdown.startsWith(`## ${title[language]}\n`)).toBe(true);
        expect(r.markdown).not.toContain('**Answer:**');
        expect(r.markdown).toContain(`$${en.answer}`);
        // Every $…$ of English's sentences is in the translation, unchanged.
        const maths = (s: Solved) =>
          wordsOf(s)
            .flatMap((t) => t.match(/\$[^$]+\$/g) ?? [])
            .sort();
        expect(maths(r)).toEqual(maths(en));
      }
    }
  });

  it('keeps every answer of the test problems the same in each language', () => {
    for (const language of ['es', 'ar'] as const) {
      const differ = solvedInEnglish.filter(([q, en]) => {
        const r = solve(q, { timeLimitMs: 5000, language });
        return !r.solved || r.answer !== en.answer || r.markdown === en.markdown;
      });
      expect(
        differ.map(([q]) => q),
        language,
      ).toEqual([]);
    }
  }, 60_000);

  it('translates the solver’s refusals, and leaves English as it was', () => {
    const huge = '9^99999999';
    const en = solve(huge);
    const es = solve(huge, { language: 'es' });
    expect(en.solved || es.solved).toBe(false);
    if (!en.solved && !es.solved) {
      expect(en.message).toBeTruthy();
      expect(es.message).toBe(translateText(en.message ?? '', ES));
      expect(es.message).not.toBe(en.message);
    }
    expect(solve('solve 3x - 5 = 16', { language: 'en' })).toMatchObject({
      markdown: (solve('solve 3x - 5 = 16') as Solved).markdown,
    });
  });

  it('loads a language lazily in the browser, and every language has its step text', async () => {
    for (const language of LANGUAGES) await loadStepText(language);
    expect(stepTextFor('en')).toBeUndefined();
    expect(stepTextFor('es')).toBe(ES);
    expect(stepTextFor('ar')).toBe(AR);
  });
});
