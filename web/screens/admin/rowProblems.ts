/** The server's `row 3: name: …` problems, by row number; problems of no row under 0. */
export function problemsByRow(errors: string[]): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const error of errors) {
    const match = /^row (\d+): (.*)$/s.exec(error);
    const row = match ? Number(match[1]) : 0;
    byRow.set(row, [...(byRow.get(row) ?? []), match ? match[2] : error]);
  }
  return byRow;
}
