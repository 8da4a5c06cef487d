import type { Area, Category } from './types.ts';

const AREAS: Record<Category, Area> = {
  arithmetic: 'arithmetic',
  fractions: 'arithmetic',
  percentages: 'arithmetic',
  'powers-roots': 'arithmetic',
  'scientific-notation': 'arithmetic',
  'number-theory': 'arithmetic',
  'linear-equation': 'algebra',
  'linear-inequality': 'algebra',
  'absolute-value': 'algebra',
  quadratic: 'algebra',
  'polynomial-equation': 'algebra',
  'linear-system': 'algebra',
  'exponential-equation': 'algebra',
  simplify: 'algebra',
  expand: 'algebra',
  factor: 'algebra',
  logarithm: 'algebra',
  derivative: 'calculus',
  integral: 'calculus',
  limit: 'calculus',
  trigonometry: 'trigonometry-geometry',
  geometry: 'trigonometry-geometry',
  'coordinate-geometry': 'trigonometry-geometry',
  statistics: 'statistics-probability',
  probability: 'statistics-probability',
  matrix: 'matrices',
  units: 'units',
  chemistry: 'chemistry',
};

export const areaOf = (c: Category): Area => AREAS[c];
