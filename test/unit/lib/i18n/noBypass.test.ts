import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxLiterals, jsxLiteralsIn, tsxFiles } from './scanJsx.ts';

describe('every user-facing text comes from the catalogue (issue 21)', () => {
  it('the scan sees text, labels and templates, in any script, and lets symbols and math through', () => {
    const code = [
      'const a = <p title="Hi there">Hello</p>;',
      `const b = <input placeholder={\`Ask \${x}\`} aria-label={"مرحبا"} />;`,
      'const c = <span>{s.text} · × 2 / 3 {"$x^2$"}</span>;',
      'const d = <img alt={strings.photo} className="big photo" />;',
    ].join('\n');
    expect(jsxLiteralsIn('x.tsx', code).map((l) => `${l.line} ${l.text}`)).toEqual([
      '1 Hi there',
      '1 Hello',
      '2 Ask',
      '2 مرحبا',
      '3 $x^2$',
    ]);
  });

  it('no JSX text, aria-label, placeholder, title, alt or label is written as a literal in src/', () => {
    const found = tsxFiles('src').flatMap(jsxLiterals);
    expect(found.map((l) => `${relative('.', l.file)}:${l.line} ${JSON.stringify(l.text)}`)).toEqual([]);
  });
});
