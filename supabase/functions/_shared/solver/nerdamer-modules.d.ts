// The package's own types describe its `all` entry; its per-module entries ship without types.
declare module 'nerdamer-prime/nerdamer.core' {
  const core: unknown;
  export default core;
}
declare module 'nerdamer-prime/Algebra';
declare module 'nerdamer-prime/Calculus';
declare module 'nerdamer-prime/Solve';
