// Order of operations, fractions and mixed numbers, decimals, powers and roots.
import { dec, exact, num, rationalized, raw, str, tex, variables } from './cas.ts';
import { asExpression } from './normalize.ts';
import { stripLead } from './phrases.ts';
import { type Category, type Draft, Refusal, type Step } from './types.ts';

const NUMERIC = /^[0-9+\-*/^().!,sqrtpi ]+$/;

/** Mixed numbers "2 1/2" → "(2+1/2)". */
export function mixed(s: string): string {
  return s.replace(/(^|[^\d.])(\d+)\s+(\d+)\/(\d+)/g, '$1($2+$3/$4)');
}

/** Evaluates the innermost bracket, then powers/roots, then ×÷, then +−, one line per stage. */
function orderSteps(e: string): Step[] {
  const steps: Step[] = [];
  let cur = e;
  for (let i = 0; i < 8; i++) {
    // The innermost bracket that still has work in it ("(4)" is just a number).
    const inner = cur.match(/(sqrt|cbrt|nthroot)?\((?!-?\d+(?:\.\d+)?\))([^()]+)\)/);
    if (!inner) break;
    const val = str(inner[0]);
    if (val === inner[0].replace(/ /g, '')) break;
    const isRoot = inner[1] !== undefined;
    const next = cur.replace(
      inner[0],
      /^-?\d+$/.test(val) ? (val.startsWith('-') ? `(${val})` : val) : `(${val})`,
    );
    steps.push({
      rule: isRoot ? 'Roots' : 'Brackets first',
      text: isRoot ? 'Work out the root.' : 'Work out the bracket.',
      latex: `${raw(inner[0])} = ${tex(val)}`,
    });
    if (next === cur) break;
    cur = next;
  }
  const pow = cur.match(/\d+(?:\.\d+)?\^\(?-?\d+\)?/g);
  if (pow && pow.length > 0 && /[+\-*/]/.test(cur.replace(/\^\(?-/g, '^'))) {
    steps.push({
      rule: 'Powers',
      text: 'Work out the powers next.',
      latex: pow.map((p) => `${raw(p)} = ${tex(str(p))}`).join(',\\ '),
    });
    for (const p of pow) cur = cur.replace(p, `(${str(p)})`);
  }
  if (/[*/]/.test(cur) && /[+-]/.test(cur.replace(/^\(?-/, ''))) {
    const operand = '(?:\\d+(?:\\.\\d+)?|\\([^()]*\\))';
    const products = cur.match(new RegExp(`${operand}(?:[*/]${operand})+`, 'g')) ?? [];
    if (products.length > 0)
      steps.push({
        rule: 'Multiply and divide',
        text: 'Then multiply and divide, from left to right.',
        latex: products.map((p) => `${raw(p)} = ${tex(str(p))}`).join(',\\ '),
      });
  }
  return steps;
}

function fractionSteps(e: string): Step[] | null {
  const m = e.match(/^\(?(-?\d+)\/(\d+)\)?([+\-*/])\(?(-?\d+)\/(\d+)\)?$/);
  if (!m) return null;
  const [a, b, op, c, d] = [Number(m[1]), Number(m[2]), m[3], Number(m[4]), Number(m[5])];
  const gcd = (x: number, y: number): number => (y === 0 ? Math.abs(x) : gcd(y, x % y));
  const steps: Step[] = [];
  if (op === '+' || op === '-') {
    const l = (b * d) / gcd(b, d);
    steps.push({
      rule: 'Common denominator',
      text: `The lowest common denominator of ${b} and ${d} is ${l}.`,
      latex: `\\frac{${a}}{${b}} ${op} \\frac{${c}}{${d}} = \\frac{${a * (l / b)}}{${l}} ${op} \\frac{${c * (l / d)}}{${l}}`,
    });
    const top = op === '+' ? a * (l / b) + c * (l / d) : a * (l / b) - c * (l / d);
    steps.push({
      rule: `${op === '+' ? 'Add' : 'Subtract'} the numerators`,
      text: 'Keep the denominator.',
      latex: `\\frac{${top}}{${l}}`,
    });
  } else if (op === '*') {
    steps.push({
      rule: 'Multiply across',
      text: 'Multiply the tops together and the bottoms together.',
      latex: `\\frac{${a} \\times ${c}}{${b} \\times ${d}} = \\frac{${a * c}}{${b * d}}`,
    });
  } else {
    steps.push({
      rule: 'Keep, change, flip',
      text: 'Dividing by a fraction is multiplying by its reciprocal.',
      latex: `\\frac{${a}}{${b}} \\times \\frac{${d}}{${c}} = \\frac{${a * d}}{${b * c}}`,
    });
  }
  steps.push({
    rule: 'Simplify',
    text: 'Divide the top and bottom by their greatest common factor.',
    latex: tex(str(e)),
  });
  return steps;
}

function mixedText(v: string): string | null {
  const m = v.match(/^(-?)(\d+)\/(\d+)$/);
  if (!m) return null;
  const [n, d] = [Number(m[2]), Number(m[3])];
  if (n < d) return null;
  return `${m[1]}${Math.floor(n / d)}\\tfrac{${n % d}}{${d}}`;
}

export function arithmetic(text: string): Draft | null {
  let body = mixed(stripLead(text).replace(/\bof\b/g, '*'));
  // "7 + 3 x 4": with only numbers around it, x is a times sign typed on a phone keyboard.
  const timesX = body.replace(/(\d)\s*x\s*(?=\d)/g, '$1*');
  if (!/[a-z]/i.test(timesX)) body = timesX;
  if (!/\d/.test(body)) return null;
  const e = asExpression(body);
  // A calculation has no comparison and no unknown (the library would evaluate "|x−2| < 3" to 0).
  if (!e || /[<>=!]/.test(e.replace(/\d!/g, ''))) return null;
  const letters = e.replace(
    /\b(sqrt|cbrt|nthroot|sin|cos|tan|sec|csc|cot|asin|acos|atan|log|abs|factorial|pi|e)\b/g,
    '',
  );
  if (/[a-z]/i.test(letters)) return null;
  if (!NUMERIC.test(body) && variables(e).filter((v) => v !== 'e').length > 0) return null;
  if (!(Math.abs(num(e.replace(/(\d+)!/g, 'factorial($1)'))) < 1e300) && /\^|!/.test(e))
    throw new Refusal('too-big', 'That number is too large to work out exactly on this device.');
  let value = exact(e.replace(/(\d+)!/g, 'factorial($1)'));
  // A cube root the library cannot simplify: k·∛m from the largest cube factor.
  const cube = e.match(/^\(?(-?\d+)\)?\^\(1\/3\)$/);
  let shown: string | null = null;
  if (cube) {
    const n = Number(cube[1]);
    const k3 = largestPower(Math.abs(n), 3);
    const [k, m] = [Math.round(Math.cbrt(k3)) * Math.sign(n), Math.abs(n) / k3];
    value = m === 1 ? String(k) : `${k}*(${m})^(1/3)`;
    // The library would merge 2·∛2 into 2^(4/3): write it the way it is taught.
    if (m !== 1) shown = `${k === 1 ? '' : k === -1 ? '-' : k}\\sqrt[3]{${m}}`;
  }
  // A long fraction where the question had none is the library approximating, not an exact answer.
  if (/\d{7,}\/|\/\d{7,}/.test(value) && !/\d{7,}/.test(e)) return null;
  if (/[a-z]/i.test(value.replace(/sqrt|pi|i\b/g, ''))) return null;
  const start: Step = {
    rule: 'Write the calculation',
    text: 'Start from the question as written.',
    latex: raw(e),
  };
  let category: Category = 'arithmetic';
  let title = 'Working out a calculation';
  let steps: Step[] | null = fractionSteps(e);
  if (steps) [category, title] = ['fractions', 'Working with fractions'];
  else if (/^sqrt\(\d+\)$|^\(?-?\d+\)?\^\(?\d+\/\d+\)?$/.test(e)) {
    const n = Number(e.match(/-?\d+/)?.[0]);
    const cube = /\^\(1\/3\)$/.test(e);
    [category, title] = ['powers-roots', 'Simplifying a root'];
    const sq = cube ? largestPower(Math.abs(n), 3) : largestPower(n, 2);
    const root = cube ? '\\sqrt[3]' : '\\sqrt';
    steps =
      sq > 1 && sq !== Math.abs(n) && (cube || e.startsWith('sqrt'))
        ? [
            {
              rule: `Find the largest ${cube ? 'cube' : 'square'} factor`,
              text: `${sq} is the largest perfect ${cube ? 'cube' : 'square'} that divides ${Math.abs(n)}.`,
              latex: `${root}{${n}} = ${root}{${sq} \\cdot ${n / sq}} = ${root}{${sq}} \\cdot ${root}{${n / sq}}`,
            },
          ]
        : [];
    steps.push({
      rule: 'Simplify',
      text: `Take the ${cube ? 'cube' : 'square'} root of the ${cube ? 'cube' : 'square'} factor.`,
      latex: `${raw(e)} = ${shown ?? tex(value)}`,
    });
  } else if (/^\(?-?\d+\)?\/\(?sqrt\(\d+\)\)?$/.test(e)) {
    const b = e.match(/sqrt\((\d+)\)/)?.[1] ?? '1';
    [category, title] = ['powers-roots', 'Rationalising the denominator'];
    steps = [
      {
        rule: 'Rationalise the denominator',
        text: `Multiply the top and the bottom by $\\sqrt{${b}}$, so that $\\sqrt{${b}} \\cdot \\sqrt{${b}} = ${b}$.`,
        latex: `${raw(e)} \\cdot \\frac{\\sqrt{${b}}}{\\sqrt{${b}}} = ${tex(rationalized(value))}`,
      },
    ];
  } else if (/^(\(?-?\d+(\.\d+)?\)?\^\(?-?[\d/]+\)?|sqrt\(\d+\))$/.test(e)) {
    [category, title] = ['powers-roots', 'Working out a power'];
    steps = [
      {
        rule: /\^\(?-/.test(e) ? 'Negative exponent' : 'Powers',
        text: /\^\(?-/.test(e)
          ? '$a^{-n} = \\frac{1}{a^n}$.'
          : 'Multiply the base by itself as many times as the power says.',
        latex: `${raw(e)} = ${tex(value)}`,
      },
    ];
  } else {
    if ([...e.replace(/[()]/g, '').matchAll(/(\d+)\/(\d+)/g)].some((m) => Number(m[1]) % Number(m[2]) !== 0))
      category = 'fractions';
    if (/log/.test(e)) [category, title] = ['logarithm', 'Evaluating a logarithm'];
    steps = orderSteps(e);
    steps.push({
      rule: steps.length > 0 ? 'Add and subtract' : 'Calculate',
      text: steps.length > 0 ? 'Finish with addition and subtraction, from left to right.' : 'Work it out.',
      latex: `${raw(e)} = ${tex(value)}`,
    });
  }
  const n = num(value);
  const mixedForm = mixedText(value);
  // 1.204e+24 → 1.204 × 10²⁴; 1/√2 → √2/2.
  const exactTex = /\d(?:\.\d+)?e[+-]?\d+$/.test(value)
    ? value.replace(/^(-?[\d.]+)e\+?(-?\d+)$/, '$1 \\times 10^{$2}')
    : (shown ?? tex(rationalized(value)));
  const answer = mixedForm ? `${exactTex} = ${mixedForm}` : exactTex;
  return {
    category,
    title,
    steps: [start, ...steps],
    answer,
    ...(Math.abs(n) >= 1e9 && /^-?\d+$/.test(value)
      ? { decimal: n.toPrecision(4).replace(/e\+?(-?\d+)$/, ' \\times 10^{$1}') }
      : Number.isInteger(n) || !Number.isFinite(n) || /\./.test(value)
        ? {}
        : { decimal: dec(n) }),
  };
}

/** The largest perfect k-th power dividing n (k = 2: squares, 3: cubes). */
function largestPower(n: number, k: number): number {
  for (let b = Math.floor(n ** (1 / k) + 1e-9); b > 1; b--) if (n % b ** k === 0) return b ** k;
  return 1;
}
