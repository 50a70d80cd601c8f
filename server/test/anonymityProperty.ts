import { expect } from 'vitest';
import type { Answers } from '../../common/survey/answerTypes';
import { allQuestions, type SurveyContent } from '../../common/survey/content';
import type { App } from '../deps';
import { bearer } from './factories';

/**
 * The anonymity property, checked from outside (docs/ANONYMITY.md): whatever selections a reader can
 * obtain, the respondents behind any two shown figures differ by no one or by at least the threshold.
 * The sets are worked out here from the raw answer rows, independently of the results code.
 */

export type RawResponse = {
  classId: number | null;
  grade: number | null;
  groupIds: number[];
  answers: Answers;
};

export type Filters = {
  class?: number[];
  grade?: number[];
  group?: number[];
  teacher?: number[];
  question?: Record<string, string[]>;
};

/** A question filter as the test knows it: its question and the value of each answer. */
export type KnownFilter = { id: number; question: string; values: Record<string, string> };

/** Who reads: a signed-in token (and the classes it is limited to), or a share link. */
export type Reader = { label: string; url: string; token?: string; ownClasses?: number[] };

export type Shown = {
  label: string;
  members: RawResponse[];
  keys: Map<string, number>;
};

export function answeredKeys(content: SurveyContent, answers: Answers): string[] {
  const keys: string[] = [];
  for (const question of allQuestions(content)) {
    const value = (answers as Record<string, unknown>)[question.id];
    if (value === null || value === undefined) continue;
    if (question.type === 'text_short' || question.type === 'text_long') continue;
    if (question.type === 'matrix' && typeof value === 'object') {
      for (const item of question.items ?? []) {
        if ((value as Record<string, unknown>)[item.id] != null) keys.push(`${question.id}.${item.id}`);
      }
    } else if (Array.isArray(value)) {
      if (value.some((entry) => entry !== null)) keys.push(question.id);
    } else if (typeof value === 'number' || typeof value === 'string') keys.push(question.id);
  }
  return keys;
}

export const wroteText = (answers: Answers, questionId: string) => {
  const value = (answers as Record<string, unknown>)[questionId];
  return typeof value === 'string' && value.trim() !== '';
};

/** The responses a selection takes, worked out from the rows. */
export function membersOf(
  rows: RawResponse[],
  filters: Filters,
  known: { filters: KnownFilter[]; teacherClasses: Map<number, number[]> },
  ownClasses?: number[],
): RawResponse[] {
  return rows.filter((row) => {
    if (ownClasses && (row.classId === null || !ownClasses.includes(row.classId))) return false;
    if (filters.class?.length && (row.classId === null || !filters.class.includes(row.classId))) return false;
    if (filters.grade?.length && (row.grade === null || !filters.grade.includes(row.grade))) return false;
    if (filters.group?.length && !filters.group.some((group) => row.groupIds.includes(group))) return false;
    if (filters.teacher?.length) {
      const taught = filters.teacher.flatMap((teacher) => known.teacherClasses.get(teacher) ?? []);
      if (row.classId === null || !taught.includes(row.classId)) return false;
    }
    for (const [id, values] of Object.entries(filters.question ?? {})) {
      if (values.length === 0) continue;
      const filter = known.filters.find((candidate) => candidate.id === Number(id));
      const answer = (row.answers as Record<string, unknown>)[filter?.question ?? ''];
      const value = answer === undefined || answer === null ? undefined : filter?.values[String(answer)];
      if (value === undefined || !values.includes(value)) return false;
    }
    return true;
  });
}

/** Asks for a summary and, when it is shown, checks its count against the rows; returns what it shows. */
export async function readSelection(
  app: App,
  reader: Reader,
  body: object,
  expected: RawResponse[],
  label: string,
): Promise<Shown | null> {
  const response = await app.inject({
    method: 'POST',
    url: reader.url,
    payload: body,
    headers: reader.token ? bearer(reader.token) : {},
  });
  expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
  const { info, questions } = response.json().data as {
    info: { hidden: string | null; survey_info: { respondentOriginCount: number } };
    questions: { key: string; hidden: string | null; answered: number }[];
  };
  if (info.hidden !== null) {
    expect(info.survey_info.respondentOriginCount, label).toBe(-1);
    expect(
      questions.every((question) => question.answered === 0),
      label,
    ).toBe(true);
    return null;
  }
  expect(info.survey_info.respondentOriginCount, label).toBe(expected.length);
  const keys = new Map(
    questions
      .filter((question) => question.hidden === null)
      .map((question) => [question.key, question.answered]),
  );
  return { label, members: expected, keys };
}

/** Fails when two shown selections differ by 1 to threshold-1 respondents, overall or on a key they both show. */
export function assertNoSmallDifference(
  shown: Shown[],
  threshold: number,
  answeredBy: (row: RawResponse) => Set<string>,
): number {
  let pairs = 0;
  for (const a of shown) {
    const keysOf = new Map(a.members.map((row) => [row, answeredBy(row)]));
    for (const b of shown) {
      if (a === b) continue;
      pairs += 1;
      const inB = new Set(b.members);
      const apart = a.members.filter((row) => !inB.has(row));
      if (apart.length > 0 && apart.length < threshold) {
        throw new Error(`${a.label} and ${b.label} differ by ${apart.length} respondents`);
      }
      for (const key of a.keys.keys()) {
        if (!b.keys.has(key)) continue;
        const answered = apart.filter((row) => keysOf.get(row)?.has(key)).length;
        if (answered > 0 && answered < threshold) {
          throw new Error(`${a.label} and ${b.label} differ by ${answered} answers to ${key}`);
        }
      }
    }
  }
  return pairs;
}

/** A small deterministic generator, so a failing case can be replayed by its seed. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: T[]) => items[int(items.length)];
  const subset = <T>(items: T[], chance = 0.5) => items.filter(() => next() < chance);
  return { next, int, pick, subset };
}
