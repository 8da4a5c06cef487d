import katex from 'katex';
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { normalizeMathDelimiters } from '../../../ui/MarkdownMath.ts';

/**
 * "Copy answer" (issue 13): an answer's Markdown as plain text (no `##`, `**`, backticks; math keeps
 * its TeX source) and as HTML (headings, emphasis, lists, tables, code; math as MathML), so it pastes
 * well into notes and documents. Raw HTML in an answer is dropped, as on screen.
 */
export interface AnswerClipboard {
  plain: string;
  html: string;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

export function answerClipboard(markdown: string): AnswerClipboard {
  const tree = parser.runSync(parser.parse(normalizeMathDelimiters(markdown))) as Root;
  return { plain: blocksText(tree.children).trim(), html: htmlOf(tree) };
}

// ---- plain text ----

const childrenOf = (node: Nodes): RootContent[] => ('children' in node ? (node as Parents).children : []);

function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'inlineMath':
      return node.value;
    case 'break':
      return '\n';
    case 'html':
      return '';
    case 'image':
      return node.alt ?? '';
    case 'footnoteReference':
      return `[${node.label ?? node.identifier}]`;
    default:
      return childrenOf(node).map(inlineText).join('');
  }
}

function blocksText(nodes: readonly RootContent[], indent = ''): string {
  return nodes
    .map((node) => blockText(node, indent))
    .filter((text) => text !== '')
    .join('\n\n');
}

function blockText(node: RootContent, indent: string): string {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      return indent + inlineText(node).replace(/\n/g, `\n${indent}`);
    case 'code':
    case 'math':
      return node.value
        .split('\n')
        .map((line) => indent + line)
        .join('\n');
    case 'blockquote':
      return blocksText(node.children, indent);
    case 'list':
      return node.children
        .map((item, i) => {
          const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : '• ';
          const body = blocksText(item.children, `${indent}   `).trimStart();
          return `${indent}${marker}${body}`;
        })
        .join('\n');
    case 'table':
      return node.children.map((row) => indent + row.children.map(inlineText).join('\t')).join('\n');
    case 'thematicBreak':
      return `${indent}———`;
    case 'html':
    case 'definition':
      return '';
    default:
      return indent + inlineText(node);
  }
}

// ---- HTML ----

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const safeHref = (url: string): string | null => (/^(https?:|mailto:)/i.test(url) ? url : null);

const mathMl = (tex: string, displayMode: boolean): string =>
  katex.renderToString(tex, { displayMode, output: 'mathml', throwOnError: false, strict: 'ignore' });

const inner = (node: Nodes): string => childrenOf(node).map(htmlOf).join('');

function htmlOf(node: Nodes): string {
  switch (node.type) {
    case 'root':
      return inner(node);
    case 'text':
      return escapeHtml(node.value);
    case 'paragraph':
      return `<p>${inner(node)}</p>`;
    case 'heading':
      return `<h${node.depth}>${inner(node)}</h${node.depth}>`;
    case 'strong':
      return `<strong>${inner(node)}</strong>`;
    case 'emphasis':
      return `<em>${inner(node)}</em>`;
    case 'delete':
      return `<del>${inner(node)}</del>`;
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'code':
      return `<pre><code>${escapeHtml(node.value)}</code></pre>`;
    case 'inlineMath':
      return mathMl(node.value, false);
    case 'math':
      return `<p>${mathMl(node.value, true)}</p>`;
    case 'break':
      return '<br>';
    case 'blockquote':
      return `<blockquote>${inner(node)}</blockquote>`;
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul';
      const start = node.ordered && node.start && node.start !== 1 ? ` start="${node.start}"` : '';
      return `<${tag}${start}>${inner(node)}</${tag}>`;
    }
    case 'listItem':
      // A tight list item's paragraph shows without its margins, as on screen.
      return `<li>${node.spread ? inner(node) : node.children.map((c) => (c.type === 'paragraph' ? inner(c) : htmlOf(c))).join('')}</li>`;
    case 'table': {
      const [head, ...body] = node.children;
      const row = (cells: string[], tag: 'th' | 'td') =>
        `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
      const headHtml = head ? `<thead>${row(head.children.map(inner), 'th')}</thead>` : '';
      const bodyHtml = body.map((r) => row(r.children.map(inner), 'td')).join('');
      return `<table>${headHtml}<tbody>${bodyHtml}</tbody></table>`;
    }
    case 'link': {
      const href = safeHref(node.url);
      return href ? `<a href="${escapeHtml(href)}">${inner(node)}</a>` : inner(node);
    }
    case 'image':
      return escapeHtml(node.alt ?? '');
    case 'thematicBreak':
      return '<hr>';
    case 'html':
    case 'definition':
      return '';
    default:
      return inner(node);
  }
}
