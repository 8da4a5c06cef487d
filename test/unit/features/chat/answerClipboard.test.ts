import { describe, expect, it } from 'vitest';
import { answerClipboard } from '../../../../src/features/chat/logic/answerClipboard.ts';

const ANSWER = [
  '## Solving $x^2 = 9$',
  '',
  'Take the **square root** of both sides: \\( x = \\pm 3 \\).',
  '',
  '1. Write `x^2 = 9`',
  '2. *Check* both signs',
  '',
  '| x | x² |',
  '|---|----|',
  '| 3 | 9 |',
  '',
  '[More](https://example.com) and [bad](javascript:alert(1)) <script>alert(1)</script>',
].join('\n');

describe('copy answer (issue 13)', () => {
  it('gives plain text without Markdown marks; math keeps its TeX', () => {
    const { plain } = answerClipboard(ANSWER);
    expect(plain).not.toMatch(/##|\*\*|`|\|---/);
    expect(plain).toContain('Solving x^2 = 9');
    expect(plain).toContain('Take the square root of both sides: x = \\pm 3.');
    expect(plain).toContain('1. Write x^2 = 9\n2. Check both signs');
    expect(plain).toContain('x\tx²\n3\t9');
    expect(plain).toContain('More and bad alert(1)'); // as on screen: the tags are dropped, not their text
    expect(plain).not.toContain('<script>');
  });

  it('gives HTML with the structure the answer shows, math as MathML', () => {
    const { html } = answerClipboard(ANSWER);
    expect(html).toMatch(/^<h2>Solving <span class="katex"><math/);
    expect(html).toContain('<strong>square root</strong>');
    expect(html).toContain('<ol><li>Write <code>x^2 = 9</code></li><li><em>Check</em> both signs</li></ol>');
    expect(html).toContain(
      '<table><thead><tr><th>x</th><th>x²</th></tr></thead><tbody><tr><td>3</td><td>9</td></tr></tbody></table>',
    );
    expect(html).toContain('<a href="https://example.com">More</a>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('##');
  });

  it('escapes text that looks like HTML', () => {
    expect(answerClipboard('1 < 2 & "a" > b').html).toBe('<p>1 &lt; 2 &amp; &quot;a&quot; &gt; b</p>');
    expect(answerClipboard('1 < 2 & "a" > b').plain).toBe('1 < 2 & "a" > b');
  });
});
