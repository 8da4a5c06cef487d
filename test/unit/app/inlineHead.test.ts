import { describe, expect, it } from 'vitest';
import {
  appStartFiles,
  cspHash,
  inlineBlocks,
  startEntryAfterFirstFrame,
} from '../../../scripts/inline-head.ts';
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

  it('fetches and starts the app after the first frame: the tags leave the head, a starter names them', () => {
    const html = [
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-x.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app-y.js"></head>',
      '<body><div id="root"><h1>Hi</h1></div></body>',
    ].join('\n');
    const out = startEntryAfterFirstFrame(html);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('modulepreload" crossorigin href');
    expect(appStartFiles(out)).toEqual(['/assets/index-abc.js', '/assets/react-x.js', '/assets/app-y.js']);
    // The starter is the page's last inline script, in the head (its recorder is listening before the
    // body is parsed); the CSP hashes it.
    const starter = inlineBlocks(out).scripts.at(-1) ?? '';
    expect(out.indexOf(starter)).toBeLessThan(out.indexOf('</head>'));
    expect(out.indexOf(starter)).toBeLessThan(out.indexOf('<div id="root">'));
    expect(() => startEntryAfterFirstFrame('<body></body>')).toThrow(/no module entry/);
    expect(appStartFiles(html)).toEqual([]);
  });

  it('the starter adds the chunks (the afterStart ones too) and runs the entry exactly once: at the next frame, or at once when hidden', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-x.js"></head><body></body>';
    const out = startEntryAfterFirstFrame(html, ['/assets/afterStart-z.js']);
    const starter = inlineBlocks(out).scripts.at(-1) ?? '';
    // The afterStart chunk is fetched with the entry but is not the first paint's code.
    expect(appStartFiles(out)).toEqual(['/assets/index-abc.js', '/assets/react-x.js']);
    type El = { tag: string; rel?: string; type?: string; href?: string; src?: string };
    const run = (visibilityState: string) => {
      const added: El[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const document = {
        visibilityState,
        documentElement: { dataset: {} },
        addEventListener: () => {},
        createElement: (tag: string): El => ({ tag }),
        head: { append: (e: El) => added.push(e) },
        body: { append: (e: El) => added.push(e) },
      };
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', starter)(
        document,
        {},
        (f: () => void) => frames.push(f),
        (f: () => void) => timers.push(f),
      );
      return { added, frames, timers };
    };
    const visible = run('visible');
    expect(visible.added).toHaveLength(0); // nothing is fetched before the first frame
    for (const frame of visible.frames) frame();
    for (const timer of visible.timers.splice(0)) timer();
    expect(visible.added).toEqual([
      expect.objectContaining({ tag: 'link', rel: 'modulepreload', href: '/assets/react-x.js' }),
      expect.objectContaining({ tag: 'link', rel: 'modulepreload', href: '/assets/afterStart-z.js' }),
      expect.objectContaining({ tag: 'script', type: 'module', src: '/assets/index-abc.js' }),
    ]);
    const hidden = run('hidden');
    expect(hidden.added).toHaveLength(3);
    for (const timer of hidden.timers) timer();
    expect(hidden.added).toHaveLength(3);
  });
});
