import 'katex/dist/katex.min.css';
import type { Components } from 'react-markdown';
import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { normalizeMathDelimiters } from './MarkdownMath.ts';

const remarkPlugins = [remarkGfm, remarkMath];
// A malformed formula shows its source in red instead of breaking the whole answer.
const rehypePlugins: [[typeof rehypeKatex, { throwOnError: boolean; strict: 'ignore' }]] = [
  [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
];

const components: Components = {
  // Links in an answer leave the app in a new tab and give it no handle on this page.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  // Wide tables and code scroll inside the bubble, not the page.
  table: ({ node: _node, ...props }) => (
    <div className="markdown__scroll">
      <table {...props} />
    </div>
  ),
};

/**
 * The lazy half of ui/Markdown.tsx. `\( \)` and `\[ \]` are rewritten to what remark-math reads;
 * `skipHtml`: raw HTML in an answer is dropped, never rendered.
 */
export default function MarkdownRenderer({ text }: { text: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
      components={components}
      skipHtml
    >
      {normalizeMathDelimiters(text)}
    </ReactMarkdown>
  );
}
