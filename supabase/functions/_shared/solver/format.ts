// Renders a draft answer in the tutor's structure: `## ` heading, numbered steps with LaTeX, a final
// `**Answer:** …` line and one study tip.
import { areaOf } from './areas.ts';
import { type StepCatalogue, translated } from './i18n/index.ts';
import type { Category, Draft, Solved } from './types.ts';

const TIPS: Record<string, string> = {
  arithmetic: 'Work brackets first, then powers, then × and ÷, then + and − (left to right).',
  algebra: 'Check your answer by putting it back into the original question.',
  calculus: 'Differentiate your answer (or re-check each rule) to confirm the result.',
  'trigonometry-geometry': 'Draw a quick sketch and label it before you calculate.',
  'statistics-probability': 'Sort the data first; it makes the median, mode and range easy to spot.',
  matrices: 'Check the sizes first: the columns of the first matrix must match the rows of the second.',
  units: 'Write the conversion factor as a fraction equal to 1 so the units cancel.',
  chemistry: 'Count each element on both sides after balancing to be sure they match.',
};

/** Tips for categories whose area tip does not fit. */
const CATEGORY_TIPS: Partial<Record<Category, string>> = {
  limit: 'Always try substituting first: only an undefined form such as 0/0 or ∞/∞ needs more work.',
  integral: 'Check an integral by differentiating your answer: you should get the integrand back.',
  derivative:
    'Name the rule before you start (power, product, quotient or chain); most mistakes come from using the wrong one.',
  trigonometry: 'Learn the 30°-60°-90° and 45°-45°-90° triangles: every special value comes from them.',
  'coordinate-geometry': 'Sketch the points first: the sign of the slope should match the picture.',
  probability: 'A probability is always between 0 and 1; check that your answer is.',
};

/** The tutor's Markdown for an answer; `label` translates the two fixed labels (English by default). */
function markdown(
  d: Pick<Solved, 'title' | 'steps' | 'answer' | 'decimal' | 'tip'>,
  label: (english: string) => string = (english) => english,
): string {
  const lines = [`## ${d.title}`, ''];
  d.steps.forEach((s, i) => {
    lines.push(`${i + 1}. **${s.rule}:** ${s.text}`);
    // A math block on its own lines ($$ ⏎ … ⏎ $$) so Markdown renderers show it as display maths
    // inside the list item; "$$…$$" on one line is inline maths to remark-math.
    if (s.latex) lines.push('', '   $$', `   ${s.latex}`, '   $$', '');
  });
  const dec = d.decimal ? ` \\approx ${d.decimal}` : '';
  lines.push('', `**${label('Answer')}:** $${d.answer}${dec}$`, '', `**${label('Study tip')}:** ${d.tip}`);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

export function render(d: Draft, ms: number): Solved {
  const area = areaOf(d.category);
  const tip = d.tip ?? CATEGORY_TIPS[d.category] ?? TIPS[area] ?? TIPS.algebra ?? '';
  const solved: Solved = {
    solved: true,
    category: d.category,
    area,
    title: d.title,
    steps: d.steps,
    answer: d.answer,
    ...(d.decimal ? { decimal: d.decimal } : {}),
    tip,
    markdown: '',
    ms,
  };
  solved.markdown = markdown(solved);
  return solved;
}

/**
 * The same answer with its words in a catalogue's language (issue 21): heading, step rules and
 * sentences, tip and labels. The LaTeX (`latex`, `answer`, `decimal`, and the `$…$` inside sentences)
 * is untouched; a sentence the catalogue lacks stays English.
 */
export function localize(s: Solved, catalogue: StepCatalogue): Solved {
  const t = (text: string) => translated(text, catalogue);
  const out: Solved = {
    ...s,
    title: t(s.title),
    steps: s.steps.map((step) => ({ rule: t(step.rule), text: t(step.text), latex: step.latex })),
    tip: t(s.tip),
  };
  out.markdown = markdown(out, t);
  return out;
}
