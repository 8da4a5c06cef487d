import { findSubject, SUBJECTS, type Subject } from '../_shared/contract/subjects.ts';
import { badRequest } from '../_shared/http.ts';

/** How the tutor should lean for each of SPEC §1's subject chips. */
export const SUBJECT_GUIDANCE: Record<Subject, string> = {
  Math: 'Show every algebraic step on its own line and check the result at the end.',
  Science: 'Explain the underlying principle first, then apply it, with units on every quantity.',
  Literature:
    'Refer to the text, themes, characters and literary devices; quote briefly and explain the effect.',
  Programming:
    'Put code in fenced code blocks tagged with the language, explain what each part does, and mention common mistakes.',
  Health:
    'Give general educational information only, not medical advice; suggest a professional for personal concerns.',
  History: 'Give dates, causes and consequences, and distinguish facts from interpretations.',
  Physics:
    'List the known quantities, choose the governing law, solve symbolically, then substitute with units.',
  Chemistry:
    'Balance equations, track moles and units, and write formulas with LaTeX subscripts such as $\\mathrm{H_2O}$.',
  Biology: 'Name the structures and processes precisely and explain how they connect.',
  Fitness: 'Give safe, general training information, not medical advice, and stress good form and rest.',
  Economics: 'Define the terms, use supply-and-demand reasoning, and illustrate with a short example.',
};

/** An optional subject: absent → undefined; a chip name in any letter case → that subject; else 400. */
export function parseSubject(value: unknown): Subject | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest('subject must be a string');
  const found = findSubject(value);
  if (!found) throw badRequest(`subject must be one of: ${SUBJECTS.join(', ')}`);
  return found;
}
