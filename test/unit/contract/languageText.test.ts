import { describe, expect, it } from 'vitest';
import { demoReply } from '../../../src/features/chat/demoReplies.ts';
import { greetings } from '../../../src/features/chat/greetings.ts';
import {
  BROWSER_DEMO_REPLIES,
  BROWSER_STUDY_TIPS,
  DEMO_REPLIES,
  SOLVER_NOTES,
  STUDY_TIP_LABEL,
  STUDY_TIPS,
} from '../../../supabase/functions/_shared/contract/demo.ts';
import { GREETINGS } from '../../../supabase/functions/_shared/contract/greetings.ts';
import { LANGUAGES } from '../../../supabase/functions/_shared/contract/languages.ts';
import { SUBJECTS } from '../../../supabase/functions/_shared/contract/subjects.ts';
import { SUGGESTION_LIMITS } from '../../../supabase/functions/_shared/contract/tutor.ts';
import { FALLBACK_SUGGESTIONS_BY_LANGUAGE } from '../../../supabase/functions/chat-with-ai/suggestions.ts';

// Issue 21: the tutor's canned text (greetings, demo replies, study tips, suggestion fallbacks) exists
// in every language, with the same shape as English and any mathematics unchanged.
const MATH = /\$[^$]+\$/g;

describe('the tutor’s canned text in every language (issue 21)', () => {
  it('has a greeting for every subject in every language', () => {
    for (const language of LANGUAGES) {
      for (const subject of SUBJECTS) expect(GREETINGS[language][subject]?.trim()).toBeTruthy();
    }
    expect(greetings).toBe(GREETINGS); // the browser's chips read the contract's text, every language
  });

  it('has as many demo replies and tips in each language as in English, with the same maths', () => {
    for (const language of LANGUAGES) {
      for (const [all, en] of [
        [DEMO_REPLIES[language], DEMO_REPLIES.en],
        [STUDY_TIPS[language], STUDY_TIPS.en],
        [BROWSER_DEMO_REPLIES[language], BROWSER_DEMO_REPLIES.en],
        [BROWSER_STUDY_TIPS[language], BROWSER_STUDY_TIPS.en],
      ] as const) {
        expect(all).toHaveLength(en.length);
        all.forEach((text, i) => {
          expect(text.trim()).toBeTruthy();
          expect(text.match(MATH)).toEqual(en[i]?.match(MATH));
          if (en[i]?.startsWith('## ')) expect(text.startsWith('## ')).toBe(true);
        });
      }
      expect(STUDY_TIP_LABEL[language]).toBeTruthy();
      expect(SOLVER_NOTES[language]).toMatch(/^_.+_$/);
    }
  });

  it('has fallback suggestions for every subject in every language, each within the chip limit', () => {
    for (const language of LANGUAGES) {
      for (const key of [...SUBJECTS, 'none'] as const) {
        const chips = FALLBACK_SUGGESTIONS_BY_LANGUAGE[language][key];
        expect(chips).toHaveLength(FALLBACK_SUGGESTIONS_BY_LANGUAGE.en[key].length);
        for (const chip of chips) expect(chip.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.chars);
      }
    }
  });

  it('the browser’s demo reply is English by default and in the language asked for', () => {
    expect(demoReply(() => 0)).toBe(`${BROWSER_DEMO_REPLIES.en[0]}\n\n${BROWSER_STUDY_TIPS.en[0]}`);
    expect(demoReply(() => 0, 'ar')).toBe(`${BROWSER_DEMO_REPLIES.ar[0]}\n\n${BROWSER_STUDY_TIPS.ar[0]}`);
  });
});
