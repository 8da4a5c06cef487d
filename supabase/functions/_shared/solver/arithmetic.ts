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
    const inner = cur.match(/(sqrt|cbrt|nthroot)?\(([^()]+)\)/);
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
  const value = exact(e.replace(/(\d+)!/g, 'factorial($1)'));
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
  else if (/^sqrt\(\d+\)$|^\d+\^\(?\d+\/\d+\)?$/.test(e)) {
    const n = Number(e.match(/\d+/)?.[0]);
    [category, title] = ['powers-roots', 'Simplifying a root'];
    const sq = largestSquare(n);
    steps =
      sq > 1 && sq !== n && e.startsWith('sqrt')
        ? [
            {
              rule: 'Find the largest square factor',
              text: `${sq} is the largest perfect square that divides ${n}.`,
              latex: `\\sqrt{${n}} = \\sqrt{${sq} \\cdot ${n / sq}} = \\sqrt{${sq}} \\cdot \\sqrt{${n / sq}}`,
            },
          ]
        : [];
    steps.push({
      rule: 'Simplify',
      text: 'Take the square root of the square factor.',
      latex: `${raw(e)} = ${tex(value)}`,
    });
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
    : tex(rationalized(value));
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

function largestSquare(n: number): number {
  for (let k = Math.floor(Math.sqrt(n)); k > 1; k--) if (n % (k * k) === 0) return k * k;
  return 1;
}
