// Floating-point value of an expression in nerdamer's plain syntax, for the solver's numeric checks
// (does a result agree with the question at sample points, which way does a limit go). nerdamer's own
// evaluate works in exact big rationals, so (1 + 1/x)^x at x = 10⁷ took it seconds; this takes
// microseconds. A small recursive-descent reader of + − × ÷ ^, brackets, numbers, letters and the
// usual functions; anything else is NaN. Never `eval`.

type Scope = Record<string, number>;

const FUNCTIONS: Record<string, (...a: number[]) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => 1 / Math.sin(x),
  cot: (x) => 1 / Math.tan(x),
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  log: (x, b) => (b === undefined ? Math.log(x) : Math.log(x) / Math.log(b)),
  log10: Math.log10,
  exp: Math.exp,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  nthroot: (x, n) => (x < 0 && n % 2 === 1 ? -((-x) ** (1 / n)) : x ** (1 / n)),
  abs: Math.abs,
  factorial: (n) => (Number.isInteger(n) && n >= 0 && n <= 170 ? gamma(n) : Number.NaN),
};

function gamma(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

export function evaluate(text: string, scope: Scope = {}): number {
  const src = text.replace(/\s+/g, '');
  let i = 0;
  const peek = () => src[i] ?? '';
  const fail = (): never => {
    throw new Error('not numeric');
  };

  // sum := product (('+' | '-') product)*
  function sum(): number {
    let v = product();
    while (peek() === '+' || peek() === '-') v = src[i++] === '+' ? v + product() : v - product();
    return v;
  }
  // product := unary (('*' | '/') unary)*
  function product(): number {
    let v = unary();
    while (peek() === '*' || peek() === '/') v = src[i++] === '*' ? v * unary() : v / unary();
    return v;
  }
  // unary := ('-' | '+') unary | power
  function unary(): number {
    if (peek() === '-') {
      i++;
      return -unary();
    }
    if (peek() === '+') {
      i++;
      return unary();
    }
    return power();
  }
  // power := atom ('!')? ('^' unary)?   (right-associative; -x^2 is -(x^2))
  function power(): number {
    let base = atom();
    if (peek() === '!') {
      i++;
      base = FUNCTIONS.factorial?.(base) ?? Number.NaN;
    }
    if (peek() === '^') {
      i++;
      return pow(base, unary());
    }
    return base;
  }
  function atom(): number {
    const ch = peek();
    if (ch === '(') {
      i++;
      const v = sum();
      if (src[i++] !== ')') fail();
      return v;
    }
    const n = src.slice(i).match(/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i);
    if (n) {
      i += n[0].length;
      return Number(n[0]);
    }
    const w = src.slice(i).match(/^[a-zA-Z_][a-zA-Z0-9_]*/);
    if (!w) return fail();
    i += w[0].length;
    const name = w[0];
    if (peek() === '(') {
      const f = FUNCTIONS[name] ?? fail();
      i++;
      const args = [sum()];
      while (peek() === ',') {
        i++;
        args.push(sum());
      }
      if (src[i++] !== ')') fail();
      return f(...args);
    }
    if (name in scope) return scope[name] ?? Number.NaN;
    if (name === 'pi') return Math.PI;
    if (name === 'e') return Math.E;
    if (name === 'Infinity') return Number.POSITIVE_INFINITY;
    return fail();
  }

  try {
    const v = sum();
    return i === src.length ? v : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** a^b with real odd roots of negative numbers (nerdamer writes ∛x as x^(1/3)). */
function pow(a: number, b: number): number {
  if (a < 0 && !Number.isInteger(b)) {
    const q = Math.round(1 / b);
    if (Math.abs(1 / b - q) < 1e-12 && q % 2 !== 0) return -((-a) ** b);
  }
  return a ** b;
}
