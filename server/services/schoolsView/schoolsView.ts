import type {
  SchoolsView,
  SchoolsViewChoice,
  SchoolsViewRequest,
  SchoolsViewRow,
} from '../../../common/results/schoolsView';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { loadBenchmarks } from '../benchmarks/benchmarkQueries';
import type { ResultsScope } from '../results/resultsScope';
import type { ScopePeriod } from '../results/resultsViewer';
import { keptFigures } from './keptFigures';
import {
  assertSchoolsViewReader,
  beforeSpan,
  inSpan,
  type SpannedPeriod,
  schoolPeriodsOfSurvey,
} from './viewPeriods';

const byName = new Intl.Collator('lv', { sensitivity: 'base', numeric: true });

/**
 * The overall benchmark of the survey version and school year of `period`, as a results page reads it:
 * other schools only, with every school of this view taken out (benchmarkQueries.othersOnly), so it
 * holds no answer of a school the view shows; null when fewer than three other schools are left.
 */
async function overallBenchmark(
  db: Db,
  scope: ResultsScope,
  period: ScopePeriod,
  schools: { id: number; name: string }[],
): Promise<SchoolsView['benchmark']> {
  const benchmarkScope = { ...scope, periods: [period], organizations: schools };
  const listed = await loadBenchmarks(db, benchmarkScope, null);
  const overall = listed.list.find((entry) => entry.scope === 'overall');
  if (!overall) return null;
  const { values } = await loadBenchmarks(db, benchmarkScope, overall.id);
  if (!values) return null;
  return {
    name: overall.name,
    schoolCount: overall.schoolCount,
    scores: Object.fromEntries(
      scope.content.pillars.map((pillar) => [pillar.id, values[`pillar:${pillar.id}`]?.score ?? null]),
    ),
  };
}

/**
 * Spec: an organisation's (or a region's) schools × themes of one survey in one school year or term,
 * whichever way each school ran it (its own period, or its part of a municipality's period): per school
 * its latest ended period of the span (else its open one) and its latest before the span for the trend, each read as the school's
 * own results read it (schoolFigures), and the benchmark. No school ran it then: 404.
 */
export async function loadSchoolsView(
  db: Db,
  claims: TokenClaims,
  request: SchoolsViewRequest,
): Promise<SchoolsView> {
  await assertSchoolsViewReader(db, claims);
  const { scope, periods, schoolNames } = await schoolPeriodsOfSurvey(db, claims, request.survey_id);
  const { school_year: year, term } = request;
  // Per school its latest period of the span that has ended, else its latest (still open: counts only).
  const now = Date.now();
  const chosen = new Map<number, SpannedPeriod>();
  for (const period of periods) {
    if (!inSpan(period, year, term)) continue;
    const held = chosen.get(period.organizationId);
    if (!held || (held.endsAt.getTime() > now && period.endsAt.getTime() <= now))
      chosen.set(period.organizationId, period);
  }
  if (chosen.size === 0) throw notFound('Survey periods of your schools in that school year');
  const before = new Map<number, SpannedPeriod>();
  for (const schoolId of chosen.keys()) {
    const found = periods.find(
      (candidate) => candidate.organizationId === schoolId && beforeSpan(candidate, year, term),
    );
    if (found) before.set(schoolId, found);
  }
  const figures = await keptFigures(db, claims, [...chosen.values(), ...before.values()]);
  const rows: SchoolsViewRow[] = [...chosen].map(([schoolId, period]) => {
    const previous = before.get(schoolId);
    return {
      id: schoolId,
      name: schoolNames.get(schoolId) ?? '',
      current: figures.get(period.id)!,
      previous: previous ? figures.get(previous.id)! : null,
    };
  });
  rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  const schools = rows.map((row) => ({ id: row.id, name: row.name }));
  const [first] = chosen.values();
  return {
    survey: { id: scope.surveyId, name: scope.surveyName },
    school_year: year,
    term,
    themes: scope.content.pillars.map(({ id, name }) => ({ id, name })),
    schools: rows,
    benchmark: await overallBenchmark(db, scope, first, schools),
  };
}

/** The surveys the reader's schools ran, each with the spans it ran in and how many schools did. */
export async function loadSchoolsViewChoices(
  db: Db,
  claims: TokenClaims,
  surveys: { id: number }[],
): Promise<SchoolsViewChoice[]> {
  await assertSchoolsViewReader(db, claims);
  const choices: SchoolsViewChoice[] = [];
  for (const survey of surveys) {
    const { scope, periods } = await schoolPeriodsOfSurvey(db, claims, survey.id);
    const spans = new Map<
      string,
      { school_year: number; term: SpannedPeriod['term']; schools: Set<number> }
    >();
    for (const period of periods) {
      const key = `${period.schoolYear}:${period.term}`;
      const span = spans.get(key) ?? {
        school_year: period.schoolYear,
        term: period.term,
        schools: new Set(),
      };
      span.schools.add(period.organizationId);
      spans.set(key, span);
    }
    if (spans.size === 0) continue;
    choices.push({
      survey_id: scope.surveyId,
      survey_name: scope.surveyName,
      spans: [...spans.values()].map((span) => ({ ...span, schools: span.schools.size })),
    });
  }
  return choices;
}
