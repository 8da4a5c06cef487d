// Unit conversions: length, mass, time, speed (factors to an SI base unit) and temperature.
import { dec, niceTex, num, simplify, str } from './cas.ts';
import type { Draft } from './types.ts';

type Kind = 'length' | 'mass' | 'time' | 'speed';
const U: Record<string, [Kind, string, string]> = {};
const add = (kind: Kind, factor: string, label: string, ...names: string[]) => {
  for (const n of names) U[n] = [kind, factor, label];
};
add('length', '1/1000', 'mm', 'mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres');
add('length', '1/100', 'cm', 'cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres');
add('length', '1', 'm', 'm', 'meter', 'meters', 'metre', 'metres');
add('length', '1000', 'km', 'km', 'kilometer', 'kilometers', 'kilometre', 'kilometres');
add('length', '254/10000', 'in', 'in', 'inch', 'inches');
add('length', '3048/10000', 'ft', 'ft', 'foot', 'feet');
add('length', '9144/10000', 'yd', 'yd', 'yard', 'yards');
add('length', '1609344/1000', 'mi', 'mi', 'mile', 'miles');
add('mass', '1/1000000', 'mg', 'mg', 'milligram', 'milligrams');
add('mass', '1/1000', 'g', 'g', 'gram', 'grams');
add('mass', '1', 'kg', 'kg', 'kilogram', 'kilograms', 'kilo', 'kilos');
add('mass', '1000', 't', 't', 'tonne', 'tonnes', 'ton', 'tons');
add('mass', '45359237/100000000', 'lb', 'lb', 'lbs', 'pound', 'pounds');
add('mass', '45359237/1600000000', 'oz', 'oz', 'ounce', 'ounces');
add('time', '1', 's', 's', 'sec', 'second', 'seconds');
add('time', '60', 'min', 'min', 'mins', 'minute', 'minutes');
add('time', '3600', 'h', 'h', 'hr', 'hrs', 'hour', 'hours');
add('time', '86400', 'day', 'day', 'days');
add('time', '604800', 'week', 'week', 'weeks');
add('speed', '1', 'm/s', 'm/s', 'mps');
add('speed', '1000/3600', 'km/h', 'km/h', 'kmh', 'kph', 'km/hr');
add('speed', '1609344/3600000', 'mph', 'mph', 'miles per hour');

const TEMP: Record<string, 'C' | 'F' | 'K'> = {
  c: 'C',
  '°c': 'C',
  celsius: 'C',
  f: 'F',
  '°f': 'F',
  fahrenheit: 'F',
  k: 'K',
  kelvin: 'K',
  kelvins: 'K',
};
const TO_C: Record<'C' | 'F' | 'K', [string, string]> = {
  C: ['t', 't'],
  F: ['(t-32)*5/9', '\\frac{5}{9}(F - 32)'],
  K: ['t-273.15', 'K - 273.15'],
};
const FROM_C: Record<'C' | 'F' | 'K', [string, string]> = {
  C: ['c', 'C'],
  F: ['c*9/5+32', '\\frac{9}{5}C + 32'],
  K: ['c+273.15', 'C + 273.15'],
};

const UNIT = '(°?[a-z]+(?:/[a-z]+)?(?: per hour)?)';
const Q1 = new RegExp(`(?:convert\\s+)?(-?[\\d.]+)\\s*${UNIT}\\s+(?:to|in|into)\\s+${UNIT}$`);
const Q2 = new RegExp(`how many\\s+${UNIT}\\s+(?:are\\s+)?(?:in|is|make)\\s+(-?[\\d.]+)\\s*${UNIT}$`);

export function units(text: string): Draft | null {
  const t = text
    .toLowerCase()
    .replace(/degrees?\s+/g, '')
    .replace(/\b(in|is|make)\s+(?:a|an|one)\s+(?=[a-z])/, '$1 1 ');
  let m = t.match(Q1);
  let value: string;
  let from: string;
  let to: string;
  if (m) [value, from, to] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
  else {
    m = t.match(Q2);
    if (!m) return null;
    [to, value, from] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
  }
  const tf = TEMP[from];
  const tt = TEMP[to];
  if (tf && tt) {
    const c = simplify(TO_C[tf][0].replace(/t/g, `(${value})`));
    const r = simplify(FROM_C[tt][0].replace(/c/g, `(${c})`));
    const steps = [];
    if (tf !== 'C')
      steps.push({ rule: 'To Celsius', text: `Use $C = ${TO_C[tf][1]}$.`, latex: `C = ${niceTex(c)}` });
    if (tt !== 'C')
      steps.push({
        rule: `To ${tt === 'F' ? 'Fahrenheit' : 'kelvin'}`,
        text: `Use $${tt} = ${FROM_C[tt][1]}$.`,
        latex: `${tt} = ${niceTex(r)}`,
      });
    const sym = (u: string) => (u === 'K' ? '\\text{ K}' : `^\\circ\\text{${u}}`);
    return {
      category: 'units',
      title: 'Converting a temperature',
      steps,
      answer: `${niceTex(r)}${sym(tt)}`,
      ...(niceTex(r).includes('frac') ? { decimal: dec(num(r), 2) } : {}),
    };
  }
  const uf = U[from];
  const ut = U[to];
  if (!uf || !ut || uf[0] !== ut[0]) return null;
  const factor = simplify(`(${uf[1]})/(${ut[1]})`);
  const r = simplify(`(${value})*(${factor})`);
  const longFactor =
    niceTex(factor).includes('frac') && (str(factor).match(/\/(\d+)$/)?.[1]?.length ?? 0) > 3;
  const factorTex = longFactor ? `${dec(num(factor), 6)}\\ldots` : niceTex(factor);
  const steps = [
    {
      rule: 'Conversion factor',
      text: `1 ${uf[2]} is ${dec(num(factor), 6)} ${ut[2]}.`,
      latex: `1\\ \\text{${uf[2]}} = ${factorTex}\\ \\text{${ut[2]}}`,
    },
    {
      rule: 'Multiply',
      text: 'Multiply the amount by the factor so the old unit cancels.',
      latex: `${value}\\ \\text{${uf[2]}} \\times ${factorTex} = ${niceTex(r)}\\ \\text{${ut[2]}}`,
    },
  ];
  const n = num(r);
  // Exact fractions with big denominators (1 kg = 100000000/45359237 lb) help nobody: round them.
  const bigDenominator = (e: string) =>
    niceTex(e).includes('frac') && (str(e).match(/\/(\d+)$/)?.[1]?.length ?? 0) > 3;
  const ugly = bigDenominator(r);
  const shown = ugly ? dec(n, 4) : niceTex(r);
  const last = steps[1];
  if (ugly && last) last.latex = last.latex.replace(/= [^=]*$/, `\\approx ${shown}\\ \\text{${ut[2]}}`);
  return {
    category: 'units',
    title: `Converting ${uf[0]}`,
    steps,
    answer: `${shown}\\ \\text{${ut[2]}}`,
    ...(!ugly && shown.includes('frac') ? { decimal: dec(n, 4) } : {}),
  };
}
