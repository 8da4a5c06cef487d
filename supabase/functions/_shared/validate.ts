import { badRequest } from './http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Pragmatic address check (what browsers' type=email accepts, minus quoted local parts).
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An optional UUID field: undefined when absent or null, else it must be a UUID. */
export function optionalUuid(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!isUuid(value)) throw badRequest(`${field} must be a UUID`);
  return value.toLowerCase();
}

export function requiredUuid(body: Record<string, unknown>, field: string): string {
  const value = optionalUuid(body, field);
  if (value === undefined) throw badRequest(`${field} is required`);
  return value;
}

/** A required text field, trimmed, non-empty, at most `maxLength` characters. */
export function requiredText(
  body: Record<string, unknown>,
  field: string,
  maxLength: number,
  label = field,
): string {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${label} is required`);
  if (typeof value !== 'string') throw badRequest(`${label} must be a string`);
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${label} is required`);
  if (trimmed.length > maxLength) throw badRequest(`${label} must be at most ${maxLength} characters`);
  return trimmed;
}
