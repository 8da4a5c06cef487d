import { describe, expect, it } from 'vitest';
import { cspHash, inlineBlocks } from '../../../scripts/inline-head.ts';
import { contentSecurityPolicy } from '../../../scripts/security-headers.ts';

// Issue 20: index.html's inline blocks are allowed by the hash of their exact text, and by nothing else.
describe('the inline head and its CSP hashes', () => {
  it('hashes the exact text as browsers do (sha256, base64)', () => {
    // The CSP spec's own example: the hash of an empty inline script.
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('a')).not.toBe(cspHash('a '));
  });

  it('finds inline scripts and styles, not external scripts or module entries', () => {
    const html = [
      '<script>one()</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script src="/x.js"></script>',
      '<style>p{color:red}</style>',
    ].join('\n');
    expect(inlineBlocks(html)).toEqual({ scripts: ['one()'], styles: ['p{color:red}'] });
  });

  it('puts the hashes in script-src and style-src, never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [cspHash('one()')], styleHashes: [cspHash('p{}')] });
    expect(csp).toContain(`script-src 'self' ${cspHash('one()')} https://js.stripe.com;`);
    expect(csp).toContain(`style-src 'self' ${cspHash('p{}')};`);
    expect(csp).not.toMatch(/(script|style)-src [^;]*unsafe-inline/);
  });
});
