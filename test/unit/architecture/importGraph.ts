import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';

/**
 * The import graph of `src` (static imports, re-exports and dynamic `import()`, types included) and the
 * rules it must keep (ARCHITECTURE "Dependencies point one way"). Paths are relative to the repository,
 * with forward slashes.
 */

export interface ImportEdge {
  from: string;
  to: string;
  /** A dynamic import(): it still runs, so it still counts for cycles and layering. */
  dynamic: boolean;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  /** Imports the walker could not follow: a computed import(), or a path that is not a file. */
  unreadable: string[];
}

const SOURCE = /\.(ts|tsx)$/;
const SHARED_ALIAS = '@shared/';
const SHARED_DIR = 'supabase/functions/_shared/';

function listSources(root: string, dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) found.push(...listSources(root, path));
    else if (SOURCE.test(name)) found.push(path);
  }
  return found;
}

/** What a specifier names, relative to the repository; null for a package. */
function target(root: string, from: string, specifier: string): string | null {
  if (specifier.startsWith(SHARED_ALIAS)) return SHARED_DIR + specifier.slice(SHARED_ALIAS.length);
  if (!specifier.startsWith('.')) return null;
  return relative(root, resolve(root, dirname(from), specifier))
    .split('\\')
    .join('/');
}

function literal(text: string): string | null {
  const match = /^(['"`])([^'"`$]*)\1$/.exec(text.trim());
  return match?.[2] ?? null;
}

export function buildImportGraph(root: string, dir = 'src'): ImportGraph {
  const files = listSources(root, dir).sort();
  const edges: ImportEdge[] = [];
  const unreadable: string[] = [];
  for (const from of files) {
    const source = readFileSync(join(root, from), 'utf8');
    const { module, errors } = parseSync(from, source);
    if (errors.length > 0) unreadable.push(`${from}: does not parse`);
    const found: { specifier: string | null; dynamic: boolean; text: string }[] = [
      ...module.staticImports.map((i) => ({ specifier: i.moduleRequest.value, dynamic: false, text: '' })),
      ...module.staticExports.flatMap((e) =>
        e.entries.flatMap((x) =>
          x.moduleRequest ? [{ specifier: x.moduleRequest.value, dynamic: false, text: '' }] : [],
        ),
      ),
      ...module.dynamicImports.map((d) => {
        const text = source.slice(d.moduleRequest.start, d.moduleRequest.end);
        return { specifier: literal(text), dynamic: true, text };
      }),
    ];
    for (const { specifier, dynamic, text } of found) {
      if (specifier === null) {
        unreadable.push(`${from}: import(${text})`);
        continue;
      }
      const to = target(root, from, specifier);
      if (to === null) continue;
      if (!existsSync(join(root, to))) unreadable.push(`${from}: ${specifier} is not a file`);
      edges.push({ from, to, dynamic });
    }
  }
  return { files, edges, unreadable };
}

/** The feature a path belongs to (`src/features/<name>/…`), or null. */
export const featureOf = (path: string): string | null => /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** A feature's public entry: its index.ts, the only file other features may import from it. */
export const isPublicEntry = (path: string): boolean => /^src\/features\/[^/]+\/index\.ts$/.test(path);

export interface ImportRules {
  /** Features every other feature may read directly (ARCHITECTURE.md names auth and usage). */
  baseFeatures: readonly string[];
  /** The only files that may import the app shell (src/app). */
  entryPoints: readonly string[];
  /** The shared folders src may import (the rest of _shared is the functions' own code). */
  sharedFolders: readonly string[];
}

/** Every import that breaks a rule, as one readable line each. */
export function ruleViolations(graph: ImportGraph, rules: ImportRules): string[] {
  const problems: string[] = [];
  for (const { from, to } of graph.edges) {
    const edge = `${from} → ${to}`;
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (to.startsWith('src/app/') && !from.startsWith('src/app/') && !rules.entryPoints.includes(from)) {
      problems.push(`${edge}: only the app shell and the entry points import src/app`);
    }
    if (
      fromFeature &&
      toFeature &&
      fromFeature !== toFeature &&
      !rules.baseFeatures.includes(toFeature) &&
      !isPublicEntry(to)
    ) {
      problems.push(`${edge}: another feature's internals (import its index.ts)`);
    }
    if (
      to.startsWith(SHARED_DIR) &&
      !rules.sharedFolders.some((folder) => to.startsWith(`${SHARED_DIR}${folder}/`))
    ) {
      problems.push(`${edge}: server code, not shared code`);
    }
  }
  return problems;
}

/** Every import cycle (static or dynamic), each as its files in order; Tarjan's strongly connected components. */
export function importCycles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of graph.edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfLoop = (next.get(file) ?? []).includes(file);
    if (component.length > 1 || selfLoop) cycles.push(component.reverse());
  };
  for (const file of graph.files) if (!index.has(file)) visit(file);
  return cycles;
}
