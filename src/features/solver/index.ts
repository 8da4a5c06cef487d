// The built-in solver in the browser (issue 15): a module worker started on first use.
export type { DeviceSolution } from './deviceSolver.ts';
export { DeviceSolver, SOLVE_BUDGET_MS, solveOnDevice } from './deviceSolver.ts';
