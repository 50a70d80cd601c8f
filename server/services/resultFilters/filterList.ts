import type { SurveyLanguage } from '../../../common/languages';
import type { ResultsFilter } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { selectionJudge } from '../disclosure/releasedScope';
import type { ResultsScope } from '../results/resultsScope';
import { selectionSize } from '../results/selection';
import { type BuiltInType, builtInTypes, builtInValues } from './builtInValues';
import { filterWording } from './filterNaming';
import { presentValues, type SelectionJudge } from './filterValues';
import {
  answeredCount,
  builtFiltersOf,
  memberCounts,
  periodFiltersOf,
  type ResultFilterRow,
} from './questionFilterRows';

/** A filter shows its "ready" notice for this long after it was built. */
const popupWindowMs = 10 * 60_000;

/** English names of the built-in filters; the web labels them by type in the reader's language. */
const builtInNames: Record<BuiltInType, string> = {
  class: 'class',
  group: 'group',
  grade: 'grade',
  teacher: 'teacher',
};

export function builtInName(type: BuiltInType, classLabelIsGroups: boolean): string {
  return type === 'class' && classLabelIsGroups ? 'groups' : builtInNames[type];
}

async function builtInFilter(
  db: Db,
  scope: ResultsScope,
  type: BuiltInType,
  expected: number,
  classLabelIsGroups: boolean,
  judge: SelectionJudge,
): Promise<ResultsFilter> {
  const values = await builtInValues(db, scope, type);
  return {
    id: type,
    name: builtInName(type, classLabelIsGroups),
    type,
    mapping: null,
    values: await presentValues(values, judge, (value) => ({ [type]: [Number(value)] })),
    visibility: true,
    question_id: null,
    counts: { legacy: expected, existing: expected, expected },
    canEdit: false,
    active: true,
    popup: false,
  };
}

/** A question filter with its values and counts in the scope. */
export async function questionFilter(
  db: Db,
  scope: ResultsScope,
  row: ResultFilterRow,
  expected: number,
  judge: SelectionJudge,
  now = Date.now(),
  language?: SurveyLanguage,
): Promise<ResultsFilter> {
  const [counts, existing] = await Promise.all([
    memberCounts(db, scope, row.id),
    answeredCount(db, scope, row.questionId),
  ]);
  const wording = filterWording(scope.content, row.questionId, row.name, row.mapping, language);
  const values = [...new Set(row.mapping.question_options.map((entry) => entry.value))].map((value) => ({
    value,
    label: wording.labelOf(value),
    n: counts.get(value) ?? 0,
  }));
  return {
    id: row.id,
    name: wording.name,
    type: 'question',
    mapping: row.mapping,
    values: await presentValues(values, judge, (value) => ({ question: { [row.id]: [value] } })),
    visibility: row.visibility,
    question_id: row.questionId,
    counts: { legacy: row.legacyCount, existing, expected },
    canEdit: scope.canEditFilters,
    active: row.visibility,
    popup: row.builtRevision === row.revision && now - row.updatedAt.getTime() < popupWindowMs,
  };
}

/** Spec §3 filters of a results page: the built-in ones, then the built question filters. */
export async function loadFilterList(
  db: Db,
  scope: ResultsScope,
  options: { classLabelIsGroups: boolean; language?: SurveyLanguage },
): Promise<ResultsFilter[]> {
  const expected = await selectionSize(db, scope, {});
  const rows = (await builtFiltersOf(db, scope)).filter((row) => row.visibility || scope.canEditFilters);
  const now = Date.now();
  const judge = await selectionJudge(db, scope);
  const builtIns = await Promise.all(
    builtInTypes.map((type) => builtInFilter(db, scope, type, expected, options.classLabelIsGroups, judge)),
  );
  const questions = await Promise.all(
    rows.map((row) => questionFilter(db, scope, row, expected, judge, now, options.language)),
  );
  return [...builtIns, ...questions];
}

export type FilterVisibility = {
  id: number | string;
  name: string;
  type: ResultsFilter['type'];
  visibility: boolean;
};

/** Every filter of the period with whether readers see it (built-in ones always). */
export async function loadFilterVisibility(
  db: Db,
  scope: ResultsScope,
  options: { classLabelIsGroups: boolean; language?: SurveyLanguage },
): Promise<FilterVisibility[]> {
  const rows = await periodFiltersOf(db, scope);
  return [
    ...builtInTypes.map((type) => ({
      id: type,
      name: builtInName(type, options.classLabelIsGroups),
      type,
      visibility: true,
    })),
    ...rows.map((row) => ({
      id: row.id,
      name: filterWording(scope.content, row.questionId, row.name, row.mapping, options.language).name,
      type: 'question' as const,
      visibility: row.visibility,
    })),
  ];
}
