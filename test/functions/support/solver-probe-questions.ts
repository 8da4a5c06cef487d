// Questions the Deno probe and its Node counterpart both solve.
export const PROBE_QUESTIONS = [
  'solve 3x − 5 = 16',
  'x^2 - 5x + 6 = 0',
  'derivative of x^2 sin(x)',
  'integrate x^2 from 0 to 2',
  'balance H2 + O2 -> H2O',
  'who was the first emperor of Rome?',
];
