/**
 * A reader for the small subset of TOML that supabase/config.toml uses: `[section.sub]` headers,
 * `key = value` with strings, integers, floats, booleans and one-line arrays of those, and `#` comments.
 * Enough for the settings the local backend reads; anything fancier is rejected loudly.
 */
export type TomlValue = string | number | boolean | TomlValue[];
export type TomlTable = { [key: string]: TomlValue | TomlTable };

export function parseToml(source: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  source.split(/\r?\n/).forEach((rawLine, index) => {
    const line = stripComment(rawLine).trim();
    if (line === '') return;
    const header = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (header?.[1]) {
      current = tableAt(root, header[1].split('.'));
      return;
    }
    const pair = /^([A-Za-z0-9_-]+|"[^"]*")\s*=\s*(.+)$/.exec(line);
    if (!pair?.[1] || !pair[2]) throw new Error(`config.toml line ${index + 1}: cannot read "${rawLine}"`);
    current[pair[1].replace(/^"|"$/g, '')] = parseValue(pair[2].trim(), index + 1);
  });
  return root;
}

function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (ch === '"' && line[i - 1] !== '\\') inString = !inString;
    if (ch === '#' && !inString) return line.slice(0, i);
  }
  return line;
}

function tableAt(root: TomlTable, path: string[]): TomlTable {
  let table = root;
  for (const key of path) {
    const next = table[key];
    if (next === undefined) {
      const created: TomlTable = {};
      table[key] = created;
      table = created;
    } else if (typeof next === 'object' && !Array.isArray(next)) {
      table = next;
    } else {
      throw new Error(`config.toml: [${path.join('.')}] clashes with a value`);
    }
  }
  return table;
}

function parseValue(text: string, line: number): TomlValue {
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) throw new Error(`config.toml line ${line}: bad string`);
    return JSON.parse(text) as string;
  }
  if (text.startsWith("'") && text.endsWith("'") && text.length >= 2) return text.slice(1, -1);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new Error(`config.toml line ${line}: multi-line arrays are not supported`);
    const inner = text.slice(1, -1).trim();
    if (inner === '') return [];
    return splitTopLevel(inner).map((part) => parseValue(part.trim(), line));
  }
  const num = Number(text.replace(/_/g, ''));
  if (!Number.isNaN(num)) return num;
  throw new Error(`config.toml line ${line}: unsupported value ${text}`);
}

function splitTopLevel(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < inner.length; i += 1) {
    const ch = inner[i];
    if (ch === '"' && inner[i - 1] !== '\\') inString = !inString;
    if (inString) continue;
    if (ch === '[') depth += 1;
    if (ch === ']') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  const last = inner.slice(start);
  if (last.trim() !== '') parts.push(last);
  return parts;
}
