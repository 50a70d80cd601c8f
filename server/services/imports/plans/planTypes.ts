import type { ImportIssue, ImportOutcome, ImportType } from '../../../db/schema';

/** A person the commit creates (or, with userId, whose existing account gets the new role). */
export type NewPerson = {
  line: number;
  name: string;
  surname: string;
  email: string | null;
  externalId: string | null;
  userId: number | null;
  /** Students: the class by name, an existing one or one the commit creates. */
  className?: string;
  /** Teachers: teaching assignments (every class × every subject; no subject → one per class). */
  classIds?: number[];
  subjectIds?: number[];
  homeroomClassId?: number | null;
  /** Parents: their children. */
  studentIds?: number[];
};

export type ImportPlan = {
  type: ImportType;
  rowCount: number;
  people: NewPerson[];
  /** Existing parents who get another child. */
  links: { parentId: number; studentId: number }[];
  newClasses: string[];
  errors: ImportIssue[];
  skipped: ImportIssue[];
  outcomes: Map<number, ImportOutcome>;
};
