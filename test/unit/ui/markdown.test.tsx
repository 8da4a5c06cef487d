import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownRenderer from '../../../src/ui/MarkdownRenderer.tsx';

const renderAnswer = (text: string) => render(<MarkdownRenderer text={text} />).container;

describe('answers as markdown with math (no raw HTML)', () => {
  it('renders headings, lists, tables and code blocks', () => {
    const html = renderAnswer(
      '## Steps\n\n1. Add\n2. Check\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst x = 1;\n```',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Steps' })).toBeTruthy();
    expect(html.querySelectorAll('ol li')).toHaveLength(2);
    expect(html.querySelector('table td')?.textContent).toBe('1');
    expect(html.querySelector('pre code')?.textContent).toBe('const x = 1;\n');
  });

  it('renders $…$, $$…$$ and the \\( \\) / \\[ \\] forms with KaTeX', () => {
    const html = renderAnswer('Inline $x^2$ and \\(y_1\\).\n\n\\[\n\\frac{a}{b}\n\\]\n\n$$\nc = d\n$$');
    expect(html.querySelectorAll('.katex')).toHaveLength(4);
    expect(html.querySelectorAll('.katex-display')).toHaveLength(2);
    // KaTeX keeps a MathML copy for screen readers.
    expect(html.querySelector('.katex-mathml annotation')?.textContent).toBe('x^2');
  });

  it('drops raw HTML instead of rendering it, and neutralises script links', () => {
    const html = renderAnswer(
      'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script> [x](javascript:alert(3))',
    );
    expect(html.querySelector('img')).toBeNull();
    expect(html.querySelector('script')).toBeNull();
    expect(html.innerHTML).not.toContain('onerror');
    const link = html.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/);
  });

  it('opens links in a new tab without access to this page', () => {
    const html = renderAnswer('[docs](https://example.com)');
    const link = html.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('a malformed formula shows its source instead of breaking the answer', () => {
    const html = renderAnswer('Broken $\\frac{1}{$ but the rest stays.');
    expect(html.textContent).toContain('the rest stays');
  });
});
