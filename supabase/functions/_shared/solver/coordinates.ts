// Coordinate geometry: slope, distance, midpoint and the line through two points; slope and
// intercept of a line given by its equation.
import { coeffs, dec, simplify, tex } from './cas.ts';
import { asExpression } from './normalize.ts';
import { pointsIn } from './phrases.ts';
import type { Draft, Step } from './types.ts';

export function coordinates(text: string): Draft | null {
  const t = text.toLowerCase();
  const ps = pointsIn(t);
  if (ps.length !== 2) return null;
  const [[x1, y1], [x2, y2]] = ps as [[number, number], [number, number]];
  const dx = `(${x2})-(${x1})`;
  const dy = `(${y2})-(${y1})`;
  const pt = `(${x1}, ${y1})`;
  if (/slope|gradient/.test(t) && !/equation/.test(t)) {
    if (x1 === x2)
      return {
        category: 'coordinate-geometry',
        title: 'Slope of a line',
        steps: [
          {
            rule: 'Slope formula',
            text: 'The run is zero, so the line is vertical.',
            latex: `m = \\frac{${y2} - ${y1}}{${x2} - ${x1}} = \\frac{${y2 - y1}}{0}`,
          },
        ],
        answer: '\\text{undefined (vertical line)}',
      };
    const m = simplify(`(${dy})/(${dx})`);
    return {
      category: 'coordinate-geometry',
      title: 'Slope of a line',
      steps: [
        {
          rule: 'Slope formula',
          text: 'Slope is rise over run: $m = \\frac{y_2 - y_1}{x_2 - x_1}$.',
          latex: `m = \\frac{${y2} - (${y1})}{${x2} - (${x1})} = ${tex(m)}`,
        },
      ],
      answer: `m = ${tex(m)}`,
    };
  }
  if (/distance/.test(t)) {
    const d = simplify(`sqrt((${dx})^2+(${dy})^2)`);
    return {
      category: 'coordinate-geometry',
      title: 'Distance between two points',
      steps: [
        {
          rule: 'Distance formula',
          text: 'This is Pythagoras on the coordinate grid: $d = \\sqrt{(x_2-x_1)^2 + (y_2-y_1)^2}$.',
          latex: `d = \\sqrt{(${x2 - x1})^2 + (${y2 - y1})^2} = \\sqrt{${(x2 - x1) ** 2 + (y2 - y1) ** 2}}`,
        },
        { rule: 'Simplify the root', text: 'Simplify the square root.', latex: `d = ${tex(d)}` },
      ],
      answer: tex(d),
      ...(Number.isInteger(Math.hypot(x2 - x1, y2 - y1))
        ? {}
        : { decimal: dec(Math.hypot(x2 - x1, y2 - y1)) }),
    };
  }
  if (/midpoint|middle/.test(t)) {
    const mx = simplify(`(${x1}+(${x2}))/2`);
    const my = simplify(`(${y1}+(${y2}))/2`);
    return {
      category: 'coordinate-geometry',
      title: 'Midpoint of a segment',
      steps: [
        {
          rule: 'Midpoint formula',
          text: 'Average the x-coordinates and the y-coordinates.',
          latex: `M = \\left(\\frac{${x1} + ${x2}}{2}, \\frac{${y1} + ${y2}}{2}\\right)`,
        },
      ],
      answer: `\\left(${tex(mx)}, ${tex(my)}\\right)`,
    };
  }
  if (/line|equation/.test(t)) {
    if (x1 === x2)
      return {
        category: 'coordinate-geometry',
        title: 'Equation of a line',
        steps: [
          {
            rule: 'Vertical line',
            text: 'Both points have the same x, so the line is vertical.',
            latex: `x = ${x1}`,
          },
        ],
        answer: `x = ${x1}`,
      };
    const m = simplify(`(${dy})/(${dx})`);
    const c = simplify(`(${y1})-(${m})*(${x1})`);
    const line = simplify(`(${m})*x+(${c})`);
    return {
      category: 'coordinate-geometry',
      title: 'Equation of a line',
      steps: [
        {
          rule: 'Slope',
          text: 'Find the slope from the two points.',
          latex: `m = \\frac{${y2} - (${y1})}{${x2} - (${x1})} = ${tex(m)}`,
        },
        {
          rule: 'Point-slope form',
          text: `Use $y - y_1 = m(x - x_1)$ with the point $${pt}$ to find the intercept $c$.`,
          latex: `c = ${y1} - (${tex(m)})(${x1}) = ${tex(c)}`,
        },
      ],
      answer: `y = ${tex(line)}`,
    };
  }
  return null;
}

/** "slope of y = 3x + 2", "gradient of the line 2y = 4x + 6", "y-intercept of y = 2x - 5". */
export function lineEquation(text: string): Draft | null {
  const t = text.toLowerCase();
  const want = t.match(/\b(slope|gradient|y-?\s?intercept|intercepts?)\b/)?.[1];
  const eq = t
    .replace(/^.*?\b(?:of|for)\s+(?:the\s+)?(?:(?:straight\s+)?line\s+)?(?:with\s+equation\s+)?/, '')
    .replace(/[?.]$/, '');
  if (!want || !/=/.test(eq) || !/\by\b|\dy\b/.test(eq)) return null;
  const [l0 = '', r0 = '', extra] = eq.split('=');
  if (extra !== undefined) return null;
  const left = asExpression(l0);
  const right = asExpression(r0);
  if (!left || !right || /[a-wz]/.test(`${left}${right}`.replace(/x/g, ''))) return null;
  // a·y + b·x + c = 0 → y = (−b·x − c)/a
  const d = `(${left})-(${right})`;
  const ya = coeffs(d, 'y');
  if (ya.length !== 2) return null;
  const a = ya[1] ?? '1';
  const rest = ya[0] ?? '0';
  const xs = coeffs(rest, 'x');
  if (xs.length > 2 || xs.some((c) => /[xy]/.test(c))) return null;
  const m = simplify(`-(${xs[1] ?? '0'})/(${a})`);
  const c = simplify(`-(${xs[0] ?? '0'})/(${a})`);
  const steps: Step[] = [];
  const already = /^y$/.test(left.trim());
  if (!already)
    steps.push({
      rule: 'Make y the subject',
      text: 'Rearrange into $y = mx + c$.',
      latex: `y = ${tex(simplify(`(${m})*x+(${c})`))}`,
    });
  const slope = want === 'slope' || want === 'gradient';
  steps.push({
    rule: 'Read off m and c',
    text: 'In $y = mx + c$, $m$ is the slope (gradient) and $c$ is where the line crosses the $y$-axis.',
    latex: `m = ${tex(m)},\\quad c = ${tex(c)}`,
  });
  let answer = slope ? `m = ${tex(m)}` : `c = ${tex(c)}`;
  if (/intercepts/.test(want)) {
    const xi = simplify(`-(${c})/(${m})`);
    answer = `\\left(0, ${tex(c)}\\right) \\text{ and } \\left(${tex(xi)}, 0\\right)`;
    steps.push({ rule: 'x-intercept', text: 'Set $y = 0$ and solve for $x$.', latex: `x = ${tex(xi)}` });
  }
  return {
    category: 'coordinate-geometry',
    title: slope ? 'Slope of a line' : 'Intercepts of a line',
    steps,
    answer,
  };
}
