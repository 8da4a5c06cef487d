import { compare, VERSIONS } from './cas-compare/compare.ts';
import { PROBLEMS } from './cas-compare/problems.ts';
import type { Bench } from './types.ts';

/**
 * The computer-algebra library comparison of issue 15 (our own problem list, each candidate in a
 * throwaway install outside the repo). `npx tsx test/bench/cas-compare/compare.ts` prints the full tables.
 */
const casCompare: Bench = async () =>
  (await compare()).map((r) => {
    const right = r.outcomes.filter((o) => o.right).length;
    const none = r.outcomes.filter((o) => !o.supported).length;
    const size = r.trimmedKB
      ? `${r.gzipKB.toFixed(0)} KB gzip (${r.trimmedKB.toFixed(0)} KB as we trim it)`
      : `${r.gzipKB.toFixed(0)} KB gzip`;
    return {
      name: `${r.lib} ${VERSIONS[r.lib]}: problems right`,
      value: right,
      unit: `of ${PROBLEMS.length}`,
      note: `${none} with no such function; ${size}; ${r.release.licence}; latest ${r.release.latest}`,
    };
  });

export default casCompare;
