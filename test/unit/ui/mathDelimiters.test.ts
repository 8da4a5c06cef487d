import { describe, expect, it } from 'vitest';
import { normalizeMathDelimiters } from '../../../src/ui/MarkdownMath.ts';

describe('\\( \\) and \\[ \\] → $ and $$ (what remark-math reads)', () => {
  it('rewrites inline math', () => {
    expect(normalizeMathDelimiters('so \\( x^2 + 1 \\) grows')).toBe('so $x^2 + 1$ grows');
  });

  it('rewrites display math on its own lines into a $$ block, keeping the indent', () => {
    expect(normalizeMathDelimiters('Solve:\n\\[\nx = \\frac{-b}{2a}\n\\]\nDone.')).toBe(
      'Solve:\n$$\nx = \\frac{-b}{2a}\n$$\nDone.',
    );
    expect(normalizeMathDelimiters('1. Step\n   \\[ a = b \\]')).toBe('1. Step\n   $$\n   a = b\n   $$');
  });

  it('keeps display math inside a sentence on its line', () => {
    expect(normalizeMathDelimiters('then \\[a=b\\] holds')).toBe('then $$a=b$$ holds');
  });

  it('leaves code, escaped backslashes and existing $ math alone', () => {
    const fenced = '```latex\n\\( x \\)\n\\[ y \\]\n```';
    expect(normalizeMathDelimiters(fenced)).toBe(fenced);
    expect(normalizeMathDelimiters('use `\\(x\\)` then \\(y\\)')).toBe('use `\\(x\\)` then $y$');
    expect(normalizeMathDelimiters('a \\\\(b\\)')).toBe('a \\\\(b\\)');
    expect(normalizeMathDelimiters('already $x$ and $$y$$')).toBe('already $x$ and $$y$$');
    expect(normalizeMathDelimiters('~~~\n\\(z\\)\n~~~\nafter \\(w\\)')).toBe('~~~\n\\(z\\)\n~~~\nafter $w$');
  });

  it('an unclosed fence keeps everything after it as code', () => {
    expect(normalizeMathDelimiters('```\n\\(x\\)')).toBe('```\n\\(x\\)');
  });
});
