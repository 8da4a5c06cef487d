// Finds user-facing text written straight into JSX (issue 21): what the bypass test forbids. Parses
// with Vite's own parser (oxc, ESTree shape); TypeScript 7 has no JS API.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';

/** Attributes whose value a user reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
]);

export interface Literal {
  file: string;
  line: number;
  text: string;
}

export function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

/** Text with a letter in it (any script): "·", "×", "/" and numbers are not words. */
const hasWord = (text: string) => /\p{L}/u.test(text);

interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** A string literal's text, or a template's fixed parts; null for anything computed. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(' ');
  return null;
}

export const jsxLiterals = (file: string): Literal[] => jsxLiteralsIn(file, readFileSync(file, 'utf8'));

export function jsxLiteralsIn(file: string, code: string): Literal[] {
  const { program } = parseSync(file, code, { lang: 'tsx' });
  const found: Literal[] = [];
  const add = (node: AstNode, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (hasWord(trimmed))
      found.push({ file, line: code.slice(0, node.start).split('\n').length, text: trimmed });
  };
  const visit = (node: unknown, parent: AstNode | null) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (!isNode(node)) return;
    const inChildren = parent?.type === 'JSXElement' || parent?.type === 'JSXFragment';
    if (node.type === 'JSXText') add(node, String(node.value));
    else if (node.type === 'JSXExpressionContainer' && inChildren) {
      const text = literalText(node);
      if (text !== null) add(node, text);
    } else if (node.type === 'JSXAttribute') {
      const name = isNode(node.name) ? String(node.name.name) : '';
      const text = TEXT_ATTRIBUTES.has(name) ? literalText(node.value) : null;
      if (text !== null) add(node, text);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value, node);
  };
  visit(program, null);
  return found;
}
