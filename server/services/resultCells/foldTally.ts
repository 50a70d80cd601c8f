import { NO_CLASS, WHOLE_PERIOD } from '../../db/schema/resultCells';

/**
 * The fold's counting in Node (issue 20): a batch's answers are read once and counted here, where
 * hashing a value costs a fraction of what grouping ~41 answer rows per response costs the SQL
 * executor. What is counted is exactly what answerEntryCtes + answerCountRows count in SQL (the
 * readers count the responses not folded yet live with those, and a repair recounts with them):
 * foldTally.test.ts holds the two side by side on awkward answers.
 */

/** A finished response as the fold reads it (answers parsed from jsonb). */
export type PendingResponse = {
  id: string;
  period_id: number;
  class_id: number | null;
  grade: number | null;
  answers: unknown;
};

/** A built question filter the batch's responses are mapped into: `m.id = answers ->> question_id`. */
export type FoldFilter = {
  id: number;
  periodId: number;
  questionId: string;
  mapping: unknown;
};

export type CellRow = {
  periodId: number;
  classKey: number;
  grade: number;
  kind: string;
  key: string;
  value: string;
  count: number;
};

export type FilterCellRow = Omit<CellRow, 'classKey' | 'grade'> & { filterId: number; filterValue: string };

/** The answers of scales and ratings, written once. */
const smallIntegers = Array.from({ length: 128 }, (_, n) => String(n));

/**
 * A JSON number as PostgreSQL's jsonb writes it (`#>> '{}'`, `->>`): its decimal digits without an
 * exponent. Answers are written by JavaScript, whose shortest round-trip digits are what the jsonb
 * holds, so spelling JavaScript's digits out without the exponent gives PostgreSQL's text.
 */
export function numberText(n: number): string {
  if (n >= 0 && n < smallIntegers.length && Number.isInteger(n)) return smallIntegers[n];
  const text = String(n);
  const exponent = text.indexOf('e');
  if (exponent < 0) return text;
  const negative = text.startsWith('-');
  const mantissa = text.slice(negative ? 1 : 0, exponent);
  const power = Number(text.slice(exponent + 1));
  const point = mantissa.indexOf('.');
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  const at = (point < 0 ? mantissa.length : point) + power;
  let plain: string;
  if (at <= 0) plain = `0.${'0'.repeat(-at)}${digits}`;
  else if (at >= digits.length) plain = digits + '0'.repeat(at - digits.length);
  else plain = `${digits.slice(0, at)}.${digits.slice(at)}`;
  return negative ? `-${plain}` : plain;
}

/** jsonb's ordering of object keys on output: shorter first, then by bytes. */
function jsonbKeyOrder(a: string, b: string): number {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length - right.length || Buffer.compare(left, right);
}

/** A JSON value as PostgreSQL writes a jsonb (`[1, 2]`, `{"a": 1}`), for the rare nested value. */
function jsonbText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).sort(jsonbKeyOrder);
  return `{${keys.map((key) => `${JSON.stringify(key)}: ${jsonbText(object[key])}`).join(', ')}}`;
}

/** A JSON value as text the way `#>> '{}'` and `->>` give it: a string bare, null as null. */
export function valueText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (value === null || value === undefined) return null;
  return jsonbText(value);
}

/** One key's counts: the respondents answering it, and how often each value was given (boxed: one lookup per value). */
type KeyCounts = { answered: number; values: Map<string, { n: number }> };

const newKeyCounts = (): KeyCounts => ({ answered: 0, values: new Map() });

function countValue(counts: KeyCounts, value: string) {
  const box = counts.values.get(value);
  if (box) box.n += 1;
  else counts.values.set(value, { n: 1 });
}

/** A group's counts under one question id: its own values, and a matrix's per item (`question.item`). */
type QuestionCounts = { own: KeyCounts | null; items: Map<string, KeyCounts> | null };

/**
 * Counts a response's answer values as answerEntryCtes' `flat` has them: numbers and strings as
 * they are, a list's non-null elements (the first one makes the response count as answering; a
 * list in the list gives its elements), a matrix object's non-null items under `question.item`;
 * free-text keys, null and true/false left out. Counted per question id here, and only joined to
 * `question.item` keys when the groups are summed (a response reads no string built per item).
 */
function countAnswers(
  questions: Map<string, QuestionCounts>,
  answers: unknown,
  textKeys: ReadonlySet<string> | undefined,
) {
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) return;
  const entries = answers as Record<string, unknown>;
  for (const key in entries) {
    if (!Object.hasOwn(entries, key) || textKeys?.has(key)) continue;
    const answer = entries[key];
    if (typeof answer === 'number' || typeof answer === 'string') {
      const own = ownCounts(questions, key);
      countValue(own, typeof answer === 'number' ? numberText(answer) : answer);
      own.answered += 1;
    } else if (Array.isArray(answer)) {
      let first = true;
      for (const element of answer) {
        // jsonb_path_query_array's lax filter unwraps a nested list once: its elements count.
        for (const item of Array.isArray(element) ? element : [element]) {
          if (item === null) continue;
          const own = ownCounts(questions, key);
          countValue(own, valueText(item) as string);
          if (first) own.answered += 1;
          first = false;
        }
      }
    } else if (answer !== null && typeof answer === 'object') {
      const items = answer as Record<string, unknown>;
      for (const item in items) {
        if (!Object.hasOwn(items, item)) continue;
        const value = valueText(items[item]);
        if (value === null) continue;
        const counts = itemCounts(questions, key, item);
        countValue(counts, value);
        counts.answered += 1;
      }
    }
  }
}

function questionCounts(questions: Map<string, QuestionCounts>, key: string): QuestionCounts {
  let question = questions.get(key);
  if (!question) {
    question = { own: null, items: null };
    questions.set(key, question);
  }
  return question;
}

function ownCounts(questions: Map<string, QuestionCounts>, key: string): KeyCounts {
  const question = questionCounts(questions, key);
  if (!question.own) question.own = newKeyCounts();
  return question.own;
}

function itemCounts(questions: Map<string, QuestionCounts>, key: string, item: string): KeyCounts {
  const question = questionCounts(questions, key);
  if (!question.items) question.items = new Map();
  let counts = question.items.get(item);
  if (!counts) {
    counts = newKeyCounts();
    question.items.set(item, counts);
  }
  return counts;
}

/** A mapping's options by id (as text; the first of two with one id), read once per filter. */
const optionsOfFilter = new WeakMap<FoldFilter, Map<string, string | null>>();

function mappingOptionsOf(filter: FoldFilter): Map<string, string | null> {
  let byId = optionsOfFilter.get(filter);
  if (byId) return byId;
  byId = new Map();
  const options = (filter.mapping as { question_options?: unknown } | null)?.question_options;
  for (const option of Array.isArray(options) ? options : []) {
    if (option === null || typeof option !== 'object' || Array.isArray(option)) continue;
    const { id, value } = option as { id?: unknown; value?: unknown };
    const text = valueText(id);
    if (text !== null && !byId.has(text)) byId.set(text, valueText(value));
  }
  optionsOfFilter.set(filter, byId);
  return byId;
}

/** The member value a filter's mapping gives an answer (the option whose id is the answer's text), or null. */
export function mappedValue(filter: FoldFilter, answers: unknown): string | null {
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) return null;
  const answer = valueText((answers as Record<string, unknown>)[filter.questionId]);
  if (answer === null) return null;
  return mappingOptionsOf(filter).get(answer) ?? null;
}

/** Counts under one address: respondents, and per key (`question` or `question.item`) its KeyCounts. */
type Sums = { respondents: number; keys: Map<string, KeyCounts> };

/** Counts of one group of responses (period × class × grade × member values), per question id. */
type Group = {
  respondents: number;
  questions: Map<string, QuestionCounts>;
  periodId: number;
  classKey: number;
  grade: number;
  members: Membership;
};

/** A response's member values: [place of the filter in the fold's filters, value], only where it is a member. */
export type Membership = [number, string][];

function keyCounts(keys: Map<string, KeyCounts>, key: string): KeyCounts {
  let counts = keys.get(key);
  if (!counts) {
    counts = { answered: 0, values: new Map() };
    keys.set(key, counts);
  }
  return counts;
}

const emptySums = (): Sums => ({ respondents: 0, keys: new Map() });

function addCounts(sums: Sums, key: string, counts: KeyCounts) {
  const target = keyCounts(sums.keys, key);
  target.answered += counts.answered;
  for (const [value, box] of counts.values) {
    const into = target.values.get(value);
    if (into) into.n += box.n;
    else target.values.set(value, { n: box.n });
  }
}

/** Adds a group into a sum, its matrix items under `question.item` (where a plain key of that name adds up with them). */
function addGroup(sums: Sums, group: Group) {
  sums.respondents += group.respondents;
  for (const [key, question] of group.questions) {
    if (question.own) addCounts(sums, key, question.own);
    if (question.items)
      for (const [item, counts] of question.items) addCounts(sums, `${key}.${item}`, counts);
  }
}

function sumsRows<T>(sums: Sums, row: (kind: string, key: string, value: string, count: number) => T): T[] {
  const rows = [row('respondents', '', '', sums.respondents)];
  for (const [key, counts] of sums.keys) {
    for (const [value, box] of counts.values) rows.push(row('value', key, value, box.n));
  }
  for (const [key, counts] of sums.keys) rows.push(row('answered', key, '', counts.answered));
  return rows;
}

/**
 * Counts a fold's responses chunk by chunk: each response once into its group (period × class ×
 * grade × its member value in each filter), and at the end the class rows, the whole-period rows of
 * each period and of its parent period, and the filter rows as sums of the groups. `filters` may
 * grow between chunks (a chunk brings new periods); a Membership names a filter by its place in `filters`.
 */
export class FoldTally {
  private readonly groups = new Map<string, Group>();

  constructor(
    private readonly textKeys: ReadonlyMap<number, ReadonlySet<string>>,
    private readonly parentOf: ReadonlyMap<number, number | null>,
    private readonly filters: readonly FoldFilter[],
  ) {}

  add(response: PendingResponse, members: Membership): void {
    const periodId = Number(response.period_id);
    const classKey = response.class_id === null ? NO_CLASS : Number(response.class_id);
    const grade = response.grade === null ? NO_CLASS : Number(response.grade);
    let address = `${periodId}|${classKey}|${grade}`;
    for (const [index, value] of members) address += `\u0000${index}:${value}`;
    let group = this.groups.get(address);
    if (!group) {
      group = { periodId, classKey, grade, members, respondents: 0, questions: new Map() };
      this.groups.set(address, group);
    }
    group.respondents += 1;
    countAnswers(group.questions, response.answers, this.textKeys.get(periodId));
  }

  rows(): { cells: CellRow[]; filterCells: FilterCellRow[] } {
    const classSums = new Map<string, { periodId: number; classKey: number; grade: number; sums: Sums }>();
    const filterSums = new Map<
      string,
      { filterId: number; periodId: number; filterValue: string; sums: Sums }
    >();
    const sumInto = <T extends { sums: Sums }>(
      target: Map<string, T>,
      address: string,
      make: () => T,
      group: Group,
    ) => {
      let entry = target.get(address);
      if (!entry) {
        entry = make();
        target.set(address, entry);
      }
      addGroup(entry.sums, group);
    };
    for (const group of this.groups.values()) {
      const { periodId, classKey, grade } = group;
      sumInto(
        classSums,
        `${periodId}|${classKey}|${grade}`,
        () => ({ periodId, classKey, grade, sums: emptySums() }),
        group,
      );
      const wholePeriods = [periodId];
      const parentId = this.parentOf.get(periodId);
      if (parentId !== null && parentId !== undefined) wholePeriods.push(parentId);
      for (const wholeId of wholePeriods) {
        sumInto(
          classSums,
          `${wholeId}|${WHOLE_PERIOD}|${WHOLE_PERIOD}`,
          () => ({ periodId: wholeId, classKey: WHOLE_PERIOD, grade: WHOLE_PERIOD, sums: emptySums() }),
          group,
        );
      }
      for (const [index, filterValue] of group.members) {
        const filterId = this.filters[index].id;
        sumInto(
          filterSums,
          `${filterId}|${periodId}|${filterValue}`,
          () => ({ filterId, periodId, filterValue, sums: emptySums() }),
          group,
        );
      }
    }
    const cells = [...classSums.values()].flatMap(({ periodId, classKey, grade, sums }) =>
      sumsRows(sums, (kind, key, value, count) => ({ periodId, classKey, grade, kind, key, value, count })),
    );
    const filterCells = [...filterSums.values()].flatMap(({ filterId, periodId, filterValue, sums }) =>
      sumsRows(sums, (kind, key, value, count) => ({
        filterId,
        periodId,
        filterValue,
        kind,
        key,
        value,
        count,
      })),
    );
    return { cells, filterCells };
  }
}
