// Areas, perimeters, volumes, Pythagoras; slope, distance, midpoint and line equations.
import { dec, num, simplify, tex } from './cas.ts';
import { numbersIn, pointsIn } from './phrases.ts';
import type { Draft, Step } from './types.ts';

interface Shape {
  re: RegExp;
  title: string;
  formula: string;
  /** nerdamer expression in a, b, c (the numbers in the question, in order). */
  expr: string;
  need: number;
  unit: 1 | 2 | 3;
}

const SHAPES: Shape[] = [
  {
    re: /area of (a |the )?circle/,
    title: 'Area of a circle',
    formula: 'A = \\pi r^2',
    expr: 'pi*a^2',
    need: 1,
    unit: 2,
  },
  {
    re: /(circumference|perimeter) of (a |the )?circle/,
    title: 'Circumference of a circle',
    formula: 'C = 2\\pi r',
    expr: '2*pi*a',
    need: 1,
    unit: 1,
  },
  {
    re: /area of (a |the )?(rectangle|parallelogram)/,
    title: 'Area of a rectangle',
    formula: 'A = l \\times w',
    expr: 'a*b',
    need: 2,
    unit: 2,
  },
  {
    re: /perimeter of (a |the )?rectangle/,
    title: 'Perimeter of a rectangle',
    formula: 'P = 2(l + w)',
    expr: '2*(a+b)',
    need: 2,
    unit: 1,
  },
  {
    re: /area of (a |the )?square/,
    title: 'Area of a square',
    formula: 'A = s^2',
    expr: 'a^2',
    need: 1,
    unit: 2,
  },
  {
    re: /perimeter of (a |the )?square/,
    title: 'Perimeter of a square',
    formula: 'P = 4s',
    expr: '4*a',
    need: 1,
    unit: 1,
  },
  {
    re: /area of (a |the )?triangle/,
    title: 'Area of a triangle',
    formula: 'A = \\tfrac{1}{2} b h',
    expr: 'a*b/2',
    need: 2,
    unit: 2,
  },
  {
    re: /area of (a |the )?trapezoid|area of (a |the )?trapezium/,
    title: 'Area of a trapezium',
    formula: 'A = \\tfrac{1}{2}(a + b)h',
    expr: '(a+b)*c/2',
    need: 3,
    unit: 2,
  },
  {
    re: /volume of (a |the )?(cube)/,
    title: 'Volume of a cube',
    formula: 'V = s^3',
    expr: 'a^3',
    need: 1,
    unit: 3,
  },
  {
    re: /volume of (a |the )?(cuboid|box|rectangular prism)/,
    title: 'Volume of a cuboid',
    formula: 'V = l w h',
    expr: 'a*b*c',
    need: 3,
    unit: 3,
  },
  {
    re: /volume of (a |the )?sphere/,
    title: 'Volume of a sphere',
    formula: 'V = \\tfrac{4}{3}\\pi r^3',
    expr: '4/3*pi*a^3',
    need: 1,
    unit: 3,
  },
  {
    re: /surface area of (a |the )?sphere/,
    title: 'Surface area of a sphere',
    formula: 'A = 4\\pi r^2',
    expr: '4*pi*a^2',
    need: 1,
    unit: 2,
  },
  {
    re: /volume of (a |the )?cylinder/,
    title: 'Volume of a cylinder',
    formula: 'V = \\pi r^2 h',
    expr: 'pi*a^2*b',
    need: 2,
    unit: 3,
  },
  {
    re: /volume of (a |the )?cone/,
    title: 'Volume of a cone',
    formula: 'V = \\tfrac{1}{3}\\pi r^2 h',
    expr: 'pi*a^2*b/3',
    need: 2,
    unit: 3,
  },
];

export function shapes(text: string): Draft | null {
  const t = text.toLowerCase();
  // "surface area of a sphere" must not be read as "area of a ..." of something else.
  const shape = SHAPES.filter((s) => s.re.test(t)).sort((p, q) => q.re.source.length - p.re.source.length)[0];
  return shape ? fill(shape, t) : null;
}

function fill(shape: Shape, t: string): Draft | null {
  let ns = numbersIn(t.replace(/\b(cm|mm|m|km|in|ft)\^?[23]?\b/g, ' '));
  if (/diameter/.test(t) && /circle|sphere|cylinder|cone/.test(shape.title.toLowerCase()))
    ns = [(ns[0] ?? 0) / 2, ...ns.slice(1)];
  if (ns.length < shape.need) return null;
  const unit = t.match(/\b(mm|cm|m|km|in|ft)\b/)?.[1];
  const [a = 0, b = 0, c = 0] = ns;
  const expr = shape.expr.replace(/\ba\b/g, `(${a})`).replace(/\bb\b/g, `(${b})`).replace(/\bc\b/g, `(${c})`);
  const exact = simplify(expr);
  const value = num(exact);
  const u = unit ? `\\text{ ${unit}}${shape.unit > 1 ? `^{${shape.unit}}` : ''}` : '';
  const steps: Step[] = [
    {
      rule: 'Formula',
      text: `Use the formula for the ${shape.title.toLowerCase()}${/diameter/.test(t) ? ' (the radius is half the diameter)' : ''}.`,
      latex: shape.formula,
    },
    {
      rule: 'Substitute',
      text: 'Put in the measurements.',
      latex: `${shape.formula.split('=')[0]}= ${tex(exact)}${u}`,
    },
  ];
  const hasPi = /pi/.test(exact);
  return {
    category: 'geometry',
    title: shape.title,
    steps,
    answer: `${tex(exact)}${u}`,
    ...(hasPi || !Number.isInteger(value) ? { decimal: dec(value, 2) } : {}),
  };
}

export function pythagoras(text: string): Draft | null {
  const t = text.toLowerCase();
  if (!/hypotenuse|pythag|right[- ]angled? triangle|right triangle/.test(t)) return null;
  const ns = numbersIn(t);
  if (ns.length < 2) return null;
  const [a = 0, b = 0] = ns;
  const legMissing = /(other |missing )?(leg|side)\b/.test(t) && /hypotenuse (is |of |=)?\s*\d/.test(t);
  if (legMissing) {
    const [h, l] = a > b ? [a, b] : [b, a];
    const r = simplify(`sqrt(${h}^2-${l}^2)`);
    return {
      category: 'geometry',
      title: 'Pythagoras: a missing side',
      steps: [
        {
          rule: "Pythagoras' theorem",
          text: 'In a right triangle $a^2 + b^2 = c^2$, where $c$ is the hypotenuse.',
          latex: `a^2 = c^2 - b^2 = ${h}^2 - ${l}^2 = ${h * h - l * l}`,
        },
        { rule: 'Square root', text: 'Take the positive square root.', latex: `a = ${tex(r)}` },
      ],
      answer: tex(r),
      ...(Number.isInteger(Math.sqrt(h * h - l * l)) ? {} : { decimal: dec(Math.sqrt(h * h - l * l)) }),
    };
  }
  const r = simplify(`sqrt(${a}^2+${b}^2)`);
  return {
    category: 'geometry',
    title: "Pythagoras' theorem",
    steps: [
      {
        rule: "Pythagoras' theorem",
        text: 'In a right triangle $a^2 + b^2 = c^2$, where $c$ is the hypotenuse.',
        latex: `c^2 = ${a}^2 + ${b}^2 = ${a * a + b * b}`,
      },
      { rule: 'Square root', text: 'Take the positive square root.', latex: `c = ${tex(r)}` },
    ],
    answer: tex(r),
    ...(Number.isInteger(Math.sqrt(a * a + b * b)) ? {} : { decimal: dec(Math.sqrt(a * a + b * b)) }),
  };
}

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
