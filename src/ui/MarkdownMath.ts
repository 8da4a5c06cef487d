/**
 * remark-math reads `$…$` and `$$…$$`; models often write LaTeX's `\(…\)` and `\[…\]` instead. This
 * rewrites those outside code (fenced blocks and inline code spans are left exactly as they are).
 * A `\[…\]` that fills its own lines becomes a `$$` block (display math); one inside a sentence
 * becomes `$$…$$` in the line.
 */
export function normalizeMathDelimiters(markdown: string): string {
  if (!markdown.includes('\\(') && !markdown.includes('\\[')) return markdown;
  return splitFences(markdown)
    .map(({ code, text }) => (code ? text : splitInlineCode(text).map(rewriteOutsideCode).join('')))
    .join('');
}

interface Segment {
  code: boolean;
  text: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Fenced code blocks (``` or ~~~, closed by a fence of the same kind at least as long). */
function splitFences(markdown: string): Segment[] {
  const segments: Segment[] = [];
  const lines = markdown.split(/(?<=\n)/);
  let buffer = '';
  let fence: string | null = null;
  const flush = (code: boolean) => {
    if (buffer) segments.push({ code, text: buffer });
    buffer = '';
  };
  for (const line of lines) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === null && marker) {
      flush(false);
      fence = marker;
      buffer = line;
    } else if (fence !== null && marker && marker[0] === fence[0] && marker.length >= fence.length) {
      buffer += line;
      flush(true);
      fence = null;
    } else buffer += line;
  }
  flush(fence !== null);
  return segments;
}

/** Alternating text / inline-code pieces; odd indexes are code spans. */
function splitInlineCode(text: string): string[] {
  return text.split(/((?<!`)(`+)(?!`)[\s\S]*?(?<!`)\2(?!`))/).filter((_, i) => i % 3 !== 2);
}

function rewriteOutsideCode(piece: string, index: number): string {
  if (index % 2 === 1) return piece;
  return piece
    .replace(/(?<!\\)\\\[([\s\S]*?)(?<!\\)\\\]/g, (match, body: string, offset: number, whole: string) => {
      const lineStart = whole.lastIndexOf('\n', offset - 1) + 1;
      const before = whole.slice(lineStart, offset);
      const afterEnd = whole.indexOf('\n', offset + match.length);
      const after = whole.slice(offset + match.length, afterEnd === -1 ? undefined : afterEnd);
      if (/^\s*$/.test(before) && /^\s*$/.test(after)) {
        return `$$\n${before}${body.trim()}\n${before}$$`;
      }
      return `$$${body.trim()}$$`;
    })
    .replace(/(?<!\\)\\\(([\s\S]*?)(?<!\\)\\\)/g, (_match, body: string) => `$${body.trim()}$`);
}
