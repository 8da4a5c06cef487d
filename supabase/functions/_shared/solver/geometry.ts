// Areas, perimeters, surface areas and volumes of standard shapes; Pythagoras.
import { dec, num, raw, simplify, tex } from './cas.ts';
import { numbersIn } from './phrases.ts';
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
    re: /perimeter of (a |the )?triangle/,
    title: 'Perimeter of a triangle',
    formula: 'P = a + b + c',
    expr: 'a+b+c',
    need: 3,
    unit: 1,
  },
  {
    re: /surface area of (a |the )?cube/,
    title: 'Surface area of a cube',
    formula: 'A = 6s^2',
    expr: '6*a^2',
    need: 1,
    unit: 2,
  },
  {
    re: /surface area of (a |the )?(cuboid|box|rectangular prism)/,
    title: 'Surface area of a cuboid',
    formula: 'A = 2(lw + lh + wh)',
    expr: '2*(a*b+a*c+b*c)',
    need: 3,
    unit: 2,
  },
  {
    re: /surface area of (a |the )?cylinder/,
    title: 'Surface area of a cylinder',
    formula: 'A = 2\\pi r^2 + 2\\pi r h',
    expr: '2*pi*a^2+2*pi*a*b',
    need: 2,
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

const HERON: Shape = {
  re: /$^/,
  title: "Area of a triangle (Heron's formula)",
  formula: 'A = \\sqrt{s(s-a)(s-b)(s-c)},\\ s = \\tfrac{a+b+c}{2}',
  expr: 'sqrt(((a+b+c)/2)*((a+b+c)/2-a)*((a+b+c)/2-b)*((a+b+c)/2-c))',
  need: 3,
  unit: 2,
};
const AREA_FROM_CIRCUMFERENCE: Shape = {
  re: /$^/,
  title: 'Area of a circle from its circumference',
  formula: 'r = \\frac{C}{2\\pi},\\ A = \\pi r^2 = \\frac{C^2}{4\\pi}',
  expr: 'a^2/(4*pi)',
  need: 1,
  unit: 2,
};

export function shapes(text: string): Draft | null {
  const t = text.toLowerCase();
  // "surface area of a sphere" must not be read as "area of a ..." of something else.
  const shape = SHAPES.filter((s) => s.re.test(t)).sort((p, q) => q.re.source.length - p.re.source.length)[0];
  return shape ? fill(shape, t) : null;
}

function fill(shape0: Shape, t: string): Draft | null {
  let shape = shape0;
  let ns = numbersIn(t.replace(/\b(cm|mm|m|km|in|ft)\^?[23]?\b/g, ' '));
  // Three sides of a triangle: Heron's formula (½·b·h would need a height).
  if (
    shape.title === 'Area of a triangle' &&
    ns.length === 3 &&
    /\bsides?\b/.test(t) &&
    !/height|base/.test(t)
  )
    shape = HERON;
  if (/circumference/.test(t) && /area of (a |the )?circle/.test(t)) shape = AREA_FROM_CIRCUMFERENCE;
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
      latex: `${shape.formula.split('=')[0]}= ${shape === HERON ? '' : `${raw(expr)} = `}${tex(exact)}${u}`,
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
