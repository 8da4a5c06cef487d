import { lazy, Suspense } from 'react';

const loadRenderer = () => import('./MarkdownRenderer.tsx');
const MarkdownRenderer = lazy(loadRenderer);

/** Starts downloading the markdown + KaTeX chunk ahead of need (e.g. while the tutor is thinking). */
export function preloadMarkdown(): void {
  void loadRenderer().catch(() => {
    // Offline without the chunk cached: the plain-text fallback stays.
  });
}

/**
 * Markdown with math (GFM, KaTeX), no raw HTML. The renderer and KaTeX's CSS and fonts are a lazy chunk,
 * so they cost nothing on the first paint; until it arrives the text shows as it is.
 */
export function Markdown({ text }: { text: string }) {
  return (
    // Issue 21: an answer runs in its own direction (an English answer in the Arabic app reads left to right).
    <div className="markdown" dir="auto">
      <Suspense fallback={<p className="markdown__plain">{text}</p>}>
        <MarkdownRenderer text={text} />
      </Suspense>
    </div>
  );
}
