let counter = 0;

/** A fresh address per call (time and a counter), so tests never meet each other's or earlier runs' users. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
