import type { z } from 'zod';
import { AppError } from '../../http/errors';

/** One problem with one row of a bulk write; rows are numbered from 1, as the user sees them. */
export const rowProblem = (row: number, fieldAndReason: string) => `row ${row}: ${fieldAndReason}`;

/**
 * Checks every row of a bulk body against its schema and reports each problem, so a user fixes
 * them all in one go: `row 3: name: is required`.
 */
export function parseRows<T extends z.ZodType>(schema: T, rows: unknown[]) {
  const values: z.infer<T>[] = [];
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) values.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join('.') || 'row';
        problems.push(rowProblem(index + 1, `${field}: ${issue.message}`));
      }
    }
  });
  return { values, problems };
}

/** The 422 of a bulk write that created nothing: a summary, and every problem in `errors`. */
export function rowsRefused(what: string, problems: string[]): AppError {
  problems.sort((a, b) => rowNumber(a) - rowNumber(b));
  const rows = new Set(problems.map((problem) => problem.split(':')[0])).size;
  return new AppError(
    'validation_failed',
    `${what}: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems, nothing was saved. ${problems[0]}`,
    problems,
  );
}

const rowNumber = (problem: string) => Number(/^row (\d+)/.exec(problem)?.[1] ?? 0);

/** Names compared the way the database's unique indexes compare them. */
export const sameName = (name: string) => name.trim().toLocaleLowerCase();
