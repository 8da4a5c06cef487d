// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildImportGraph,
  type ImportGraph,
  type ImportRules,
  importCycles,
  ruleViolations,
} from './importGraph.ts';

/** ARCHITECTURE "Dependencies point one way": no exceptions list, only these three facts. */
const RULES: ImportRules = {
  baseFeatures: ['auth', 'usage'],
  entryPoints: ['src/main.tsx', 'src/prerender.tsx'],
  sharedFolders: ['contract', 'solver'],
};

const root = fileURLToPath(new URL('../../../', import.meta.url));

const graphOf = (edges: [string, string][]): ImportGraph => ({
  files: [...new Set(edges.flat())].sort(),
  edges: edges.map(([from, to]) => ({ from, to, dynamic: false })),
  unreadable: [],
});

describe('the import rules (checked on small graphs first, so the real check can fail)', () => {
  it('finds a cycle, a dynamic one included', () => {
    const graph = graphOf([
      ['src/features/chat/a.ts', 'src/features/chat/b.ts'],
      ['src/features/chat/b.ts', 'src/features/chat/c.ts'],
      ['src/features/chat/c.ts', 'src/features/chat/a.ts'],
      ['src/features/chat/c.ts', 'src/lib/x.ts'],
    ]);
    expect(importCycles(graph)).toEqual([
      ['src/features/chat/a.ts', 'src/features/chat/b.ts', 'src/features/chat/c.ts'],
    ]);
    expect(importCycles(graphOf([['src/lib/x.ts', 'src/lib/y.ts']]))).toEqual([]);
  });

  it('refuses a feature importing the app shell, and a screen importing it', () => {
    expect(
      ruleViolations(graphOf([['src/features/auth/Login.tsx', 'src/app/router.ts']]), RULES),
    ).toHaveLength(1);
    expect(
      ruleViolations(graphOf([['src/screens/Login.tsx', 'src/app/layout/Layout.tsx']]), RULES),
    ).toHaveLength(1);
    expect(ruleViolations(graphOf([['src/main.tsx', 'src/app/App.tsx']]), RULES)).toEqual([]);
    expect(ruleViolations(graphOf([['src/app/App.tsx', 'src/features/chat/x.ts']]), RULES)).toEqual([]);
  });

  it("refuses another feature's internals, but allows its index.ts and the base features", () => {
    expect(
      ruleViolations(graphOf([['src/features/chat/a.ts', 'src/features/history/repo.ts']]), RULES),
    ).toHaveLength(1);
    expect(
      ruleViolations(graphOf([['src/features/chat/a.ts', 'src/features/history/index.ts']]), RULES),
    ).toEqual([]);
    expect(
      ruleViolations(graphOf([['src/features/chat/a.ts', 'src/features/auth/authStore.ts']]), RULES),
    ).toEqual([]);
    expect(ruleViolations(graphOf([['src/features/chat/a.ts', 'src/features/chat/b/c.ts']]), RULES)).toEqual(
      [],
    );
  });

  it('lets src import only the shared contract and solver from supabase/functions/_shared', () => {
    const shared = (file: string) => graphOf([['src/lib/x.ts', `supabase/functions/_shared/${file}`]]);
    expect(ruleViolations(shared('contract/plans.ts'), RULES)).toEqual([]);
    expect(ruleViolations(shared('solver/index.ts'), RULES)).toEqual([]);
    expect(ruleViolations(shared('http.ts'), RULES)).toHaveLength(1);
  });
});

describe('the app (src) keeps the rules', () => {
  const graph = buildImportGraph(root, 'src');

  it('reads every import (static, re-exports and import())', () => {
    expect(graph.files.length).toBeGreaterThan(150);
    expect(graph.edges.filter((e) => e.dynamic).length).toBeGreaterThan(5);
    expect(graph.unreadable).toEqual([]);
  });

  it('has no import cycle, static or dynamic', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("never imports the app shell from a feature or a screen, nor another feature's internals", () => {
    expect(ruleViolations(graph, RULES)).toEqual([]);
  });
});
