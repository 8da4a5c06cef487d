// Questions the Deno probe and its Node counterpart both solve.
export const PROBE_QUESTIONS = [
  'solve 3x − 5 = 16',
  'x^2 - 5x + 6 = 0',
  'derivative of x^2 sin(x)',
  'integrate x^2 from 0 to 2',
  'balance H2 + O2 -> H2O',
  'limit of (1+1/x)^x as x approaches infinity',
  'limit of sqrt(x^2+x)-x as x approaches infinity',
  '∛54',
  'sample standard deviation of 2, 4, 4, 4, 5, 5, 7, 9',
  'solve sqrt(x+3) = x - 3',
  'expand log(x^2 y)',
  '\\int_{0}^{\\pi} \\sin x \\, dx',
  'what is sin 60',
  'who was the first emperor of Rome?',
];
