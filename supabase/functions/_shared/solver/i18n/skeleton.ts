// The solver's step text in other languages (issue 21). The topics write English; a catalogue maps each
// English sentence's *skeleton* (its mathematics and numbers replaced by {0}, {1}, …) to the same
// sentence in another language with the same placeholders, so the mathematics is carried over
// untouched. A key may also hold `{*}` for any words (a chemical formula, unit names); its template
// puts them back as {*0}, {*1}, … A sentence with no entry stays English (never half-translated).

/** English skeleton → the language's template, with the same placeholders. */
export type StepCatalogue = Readonly<Record<string, string>>;

/** Inline maths `$…$`, and numbers (with a decimal part and a `^{…}` power, e.g. `10^{3}`). */
const SLOTS = /\$[^$]+\$|(?<![\w{])\d+(?:\.\d+)?(?:\^\{[^}]*\})?(?![\w}])/g;
const WILD = '{*}';

/** The sentence with its maths and numbers taken out, and what was taken out, in order. */
export function skeleton(text: string): { key: string; slots: string[] } {
  const slots: string[] = [];
  const key = text.replace(SLOTS, (slot) => `{${slots.push(slot) - 1}}`);
  return { key, slots };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wildcards = new WeakMap<StepCatalogue, Array<{ pattern: RegExp; template: string }>>();

function wildEntries(catalogue: StepCatalogue): Array<{ pattern: RegExp; template: string }> {
  let entries = wildcards.get(catalogue);
  if (!entries) {
    entries = Object.entries(catalogue)
      .filter(([key]) => key.includes(WILD))
      .map(([key, template]) => ({
        pattern: new RegExp(`^${key.split(WILD).map(escapeRegExp).join('(.+?)')}$`),
        template,
      }));
    wildcards.set(catalogue, entries);
  }
  return entries;
}

/** The template for a skeleton: its own entry, or the first wildcard entry it matches. */
function templateFor(key: string, catalogue: StepCatalogue): string | null {
  const exact = catalogue[key];
  if (exact !== undefined) return exact;
  for (const { pattern, template } of wildEntries(catalogue)) {
    const m = pattern.exec(key);
    if (m) return template.replace(/\{\*(\d+)\}/g, (whole, n: string) => m[Number(n) + 1] ?? whole);
  }
  return null;
}

/** The sentence in the catalogue's language, or null when the catalogue has no entry for it. */
export function translateText(text: string, catalogue: StepCatalogue): string | null {
  if (!text) return text;
  const { key, slots } = skeleton(text);
  const template = templateFor(key, catalogue);
  if (template === null) return null;
  return template.replace(/\{(\d+)\}/g, (whole, n: string) => slots[Number(n)] ?? whole);
}

/** The placeholders a template uses, sorted (a translation must use the same as its key). */
export const placeholders = (template: string): string[] =>
  [...template.matchAll(/\{\*?\d*\}/g)].map((m) => m[0].replace(/^\{\*\d+\}$/, '{*}')).sort();
