const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];

/** A text a spreadsheet could read as a formula gets an apostrophe in front, so it stays text. */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  return formulaStarts.some((start) => value.startsWith(start)) ? `'${value}` : value;
}

export function neutraliseRow(values: unknown[]): unknown[] {
  return values.map(neutraliseCell);
}
