import type { ClassLine } from '../../queries/adminSchools';

/** A line of the add-classes box as the preview shows it; `row` is its place in what is sent. */
export type ClassLineDraft = {
  row: number;
  name: string;
  numStudents: number | undefined;
  /** A translation key when the line cannot be sent as it is. */
  problem: 'no_name' | 'bad_number' | null;
};

/** One class per line, optionally `name;expected students` (a tab works too, as pasted from a sheet). */
export function parseClassLines(text: string): ClassLineDraft[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line, index) => {
      const [rawName, rawCount = '', ...rest] = line.split(/[;\t]/);
      const name = rawName.trim();
      const count = rawCount.trim();
      const numStudents = count === '' ? undefined : Number(count);
      const badNumber =
        rest.some((part) => part.trim()) ||
        (numStudents !== undefined &&
          !(Number.isInteger(numStudents) && numStudents >= 0 && numStudents <= 1000));
      return {
        row: index + 1,
        name,
        numStudents: badNumber ? undefined : numStudents,
        problem: !name ? 'no_name' : badNumber ? 'bad_number' : null,
      };
    });
}

export function toClassLines(drafts: ClassLineDraft[]): ClassLine[] {
  return drafts.map((draft) =>
    draft.numStudents === undefined
      ? { name: draft.name }
      : { name: draft.name, num_students: draft.numStudents },
  );
}
