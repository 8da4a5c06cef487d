/** A plain-text table (no colours, no quotes) so the matrix reads the same in a terminal and in CI logs. */
export function formatTable<T extends Record<string, string | number>>(rows: T[]): string {
  const first = rows[0];
  if (!first) return '(no rows)';
  const columns = Object.keys(first);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-+-');
  return [line(columns), rule, ...rows.map((row) => line(columns.map((c) => String(row[c] ?? ''))))].join(
    '\n',
  );
}
