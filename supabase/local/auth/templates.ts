import type { EmailTemplate } from '../config.ts';
import { escapeHtml } from '../mailbox.ts';

/** The variables GoTrue offers to an e-mail template (the subset our templates may use). */
export interface TemplateVars {
  SiteURL: string;
  ConfirmationURL: string;
  RedirectTo: string;
  TokenHash: string;
  Token: string;
  Email: string;
  /** The user's user_metadata, as GoTrue passes it (`{{ .Data.language }}`); {} when absent. */
  Data?: Record<string, unknown>;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The first link of the body: what a reader of the e-mail would follow. */
  link: string | null;
}

// The subset of Go's html/template that GoTrue's templates need here (issue 21: one template per
// mail, a branch per language, as Supabase documents): `{{ .Name }}`, `{{ .Data.key }}`,
// `{{ if COND }} … {{ else if COND }} … {{ else }} … {{ end }}` where COND is `eq A B…`, `ne A B` or
// a value (truthy), A/B being variables or "string literals", and `{{-`/`-}}` trimming. Anything else
// throws (docs/INTERFACES.md lists what is refused): a template the hosted project would render
// differently must not pass locally.

type Value = string | number | boolean | null | undefined | Record<string, unknown> | unknown[];
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'print'; arg: string }
  | { kind: 'if'; branches: Array<{ cond: string; body: Node[] }>; otherwise: Node[] };

const ACTION = /\{\{(-\s)?\s*([\s\S]*?)\s*(\s-)?\}\}/g;

function tokenize(source: string): Array<{ text: string } | { action: string }> {
  const tokens: Array<{ text: string } | { action: string }> = [];
  let last = 0;
  let trimNext = false;
  for (const m of source.matchAll(ACTION)) {
    let text = source.slice(last, m.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (m[1]) text = text.replace(/\s+$/, '');
    if (text) tokens.push({ text });
    tokens.push({ action: m[2] ?? '' });
    trimNext = Boolean(m[3]);
    last = (m.index ?? 0) + m[0].length;
  }
  let rest = source.slice(last);
  if (trimNext) rest = rest.replace(/^\s+/, '');
  if (rest) tokens.push({ text: rest });
  return tokens;
}

const refuse = (what: string): never => {
  throw new Error(
    `e-mail template: unsupported {{ ${what} }} (see docs/INTERFACES.md, local e-mail templates)`,
  );
};

function parse(source: string): Node[] {
  const tokens = tokenize(source);
  let i = 0;
  /** Nodes until `{{ else … }}` or `{{ end }}` (returned as the stop) or the end of the template. */
  function block(): { nodes: Node[]; stop: string | null } {
    const nodes: Node[] = [];
    while (i < tokens.length) {
      const token = tokens[i++] as { text: string } | { action: string };
      if ('text' in token) {
        nodes.push({ kind: 'text', text: token.text });
        continue;
      }
      const action = token.action;
      if (action === 'end' || action === 'else' || action.startsWith('else if '))
        return { nodes, stop: action };
      if (action.startsWith('if ')) {
        const branches: Array<{ cond: string; body: Node[] }> = [];
        let cond = action.slice('if '.length).trim();
        let otherwise: Node[] = [];
        for (;;) {
          const inner = block();
          if (inner.stop === null) throw new Error('e-mail template: {{ if }} without {{ end }}');
          branches.push({ cond, body: inner.nodes });
          if (inner.stop === 'end') break;
          if (inner.stop === 'else') {
            const tail = block();
            if (tail.stop !== 'end')
              throw new Error('e-mail template: {{ else }} must be followed by {{ end }}');
            otherwise = tail.nodes;
            break;
          }
          cond = inner.stop.slice('else if '.length).trim();
        }
        nodes.push({ kind: 'if', branches, otherwise });
        continue;
      }
      if (/^\.[A-Za-z]\w*(\.[A-Za-z_]\w*)?$/.test(action)) {
        nodes.push({ kind: 'print', arg: action });
        continue;
      }
      refuse(action);
    }
    return { nodes, stop: null };
  }
  const top = block();
  if (top.stop !== null) throw new Error(`e-mail template: {{ ${top.stop} }} without {{ if }}`);
  return top.nodes;
}

/** A variable (`.Name`, `.Data.key`) or a "string literal"; a missing Data key is Go's nil. */
function argValue(arg: string, vars: TemplateVars): Value {
  const literal = /^"((?:[^"\\]|\\.)*)"$/.exec(arg);
  if (literal) return JSON.parse(`"${literal[1]}"`) as string;
  const path = /^\.([A-Za-z]\w*)(?:\.([A-Za-z_]\w*))?$/.exec(arg);
  if (!path?.[1]) return refuse(arg);
  const [, name, key] = path;
  if (name === 'Data') {
    const data = vars.Data ?? {};
    return key === undefined ? data : (data[key] as Value);
  }
  if (key !== undefined || !Object.hasOwn(vars, name)) {
    throw new Error(`e-mail template: unknown variable {{ ${arg} }}`);
  }
  return vars[name as keyof TemplateVars] as Value;
}

const isNil = (v: Value) => v === null || v === undefined;
const truthy = (v: Value): boolean =>
  Array.isArray(v)
    ? v.length > 0
    : typeof v === 'object' && v !== null
      ? Object.keys(v).length > 0
      : Boolean(v);

/** Go's `eq`: a missing value equals nothing (no error); different basic kinds are an error. */
function equal(a: Value, b: Value, cond: string): boolean {
  if (isNil(a) || isNil(b)) return false;
  if (typeof a !== typeof b || typeof a === 'object') {
    throw new Error(`e-mail template: incompatible types for comparison in {{ if ${cond} }}`);
  }
  return a === b;
}

function condition(cond: string, vars: TemplateVars): boolean {
  const args = cond.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? [];
  const [head, ...rest] = args;
  if (head === 'eq' || head === 'ne') {
    const values = rest.map((arg) => argValue(arg, vars));
    const [first, ...others] = values;
    if (others.length === 0 || (head === 'ne' && others.length !== 1)) refuse(`if ${cond}`);
    const hit = others.some((other) => equal(first, other, cond));
    return head === 'eq' ? hit : !hit;
  }
  if (args.length === 1 && head) return truthy(argValue(head, vars));
  return refuse(`if ${cond}`);
}

function run(nodes: Node[], vars: TemplateVars): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'print') {
      const value = argValue(node.arg, vars);
      if (isNil(value) || typeof value === 'object') {
        throw new Error(`e-mail template: {{ ${node.arg} }} has no printable value`);
      }
      out += escapeHtml(String(value));
    } else {
      const branch = node.branches.find((b) => condition(b.cond, vars));
      out += run(branch ? branch.body : node.otherwise, vars);
    }
  }
  return out;
}

/**
 * Renders a Supabase e-mail template with GoTrue's data (values HTML-escaped as Go's html/template
 * does for these plain values). An unknown variable or unsupported action throws.
 */
export function renderTemplate(source: string, vars: TemplateVars): string {
  return run(parse(source), vars);
}

const unescapeHtml = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

export function firstLink(html: string): string | null {
  const match = /<a\s[^>]*href="([^"]*)"/i.exec(html);
  return match?.[1] ? unescapeHtml(match[1]) : null;
}

/** A plain-text body: block ends become line breaks, links keep their address. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
    .replace(/<\/(p|h[1-6]|div|li)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return `${unescapeHtml(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

export function renderMail(
  template: EmailTemplate,
  fallbackSubject: string,
  vars: TemplateVars,
): RenderedMail {
  const html = renderTemplate(template.content, vars);
  // GoTrue runs the subject through the same template engine, with the same data.
  const subject =
    template.subject === null ? fallbackSubject : unescapeHtml(renderTemplate(template.subject, vars));
  return {
    subject,
    html,
    text: htmlToText(html),
    link: firstLink(html),
  };
}
