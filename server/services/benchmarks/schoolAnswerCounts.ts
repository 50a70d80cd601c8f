import { type SQL, sql } from 'drizzle-orm';
import type { AnswerCounts } from '../../../common/results/scoring';
import type { SurveyContent } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import { WHOLE_PERIOD } from '../../db/schema/resultCells';
import { responses } from '../../db/schema/surveys';
import { periodSchoolYear } from '../periods/schoolYear';
import { answerCountRows, answerEntryCtes } from '../resultCells/answerEntries';
import { notYetCounted } from '../resultCells/cellReads';
import { queryRows } from '../resultCells/queryRows';
import { addCountRow, type CountRow, emptyCounts } from '../results/countRows';
import { textQuestionIds } from '../results/textQuestions';

/** The finished answers of one school in one school year, counted the way results count them. */
export type SchoolCounts = {
  schoolYear: number;
  schoolId: number;
  parentId: number | null;
  counts: AnswerCounts;
};

type SchoolCountRow = CountRow & { school_year: number; school_id: number; parent_id: number | null };

/**
 * A version's finished responses in schools, per school and school year (starting 1 September),
 * counted as results count them: the whole-period rows of the results cube for the folded
 * responses, plus the finished ones not folded yet counted live (answerEntries), in one statement.
 * Only the periods that count for benchmarks (schoolCountCtes: closed, answered by at least the
 * threshold, the school's latest of the year, not excluded, nor their parent period).
 */
export async function loadSchoolAnswerCounts(
  db: Db,
  versionId: number,
  content: SurveyContent,
): Promise<SchoolCounts[]> {
  const result = await db.execute(sql`
    with ${schoolCountCtes(versionId, content)}
    select school_year, school_id, parent_id, kind, key, value, sum(count)::int as count from counted
    group by school_year, school_id, parent_id, kind, key, value
  `);
  const bySchool = new Map<string, SchoolCounts>();
  for (const row of queryRows<SchoolCountRow>(result)) {
    const id = `${row.school_year}:${row.school_id}`;
    let entry = bySchool.get(id);
    if (!entry) {
      entry = {
        schoolYear: Number(row.school_year),
        schoolId: Number(row.school_id),
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        counts: emptyCounts(),
      };
      bySchool.set(id, entry);
    }
    addCountRow(entry.counts, row);
  }
  return [...bySchool.values()];
}

/**
 * When a school period counts for a benchmark: it has stopped taking answers (closed early, or past
 * its end), at least the anonymity threshold of its school (its own or its parent's, the stricter)
 * answered it, and it is the school's latest such period of the school year; so a benchmark holds
 * one period per school per school year, and two benchmark figures can only differ by whole periods
 * of at least the threshold.
 */
const endedAt = sql`coalesce(least(p.closed_at, p.ends_at), p.ends_at)`;

/**
 * The CTEs `period_schools` (the version's school periods that count for benchmarks, narrowed by
 * `periods`, a condition on `p` the period and `o` its school; `given`: exactly these periods, as
 * they were chosen when a benchmark was computed) and `counted` (school_year, school_id, parent_id,
 * period_id, kind, key, value, count: the cube's whole-period rows plus the live tail, a question
 * only where at least the school's threshold answered it in that period).
 */
function schoolCountCtes(
  versionId: number,
  content: SurveyContent,
  periods: SQL = sql`true`,
  given: number[] | null = null,
): SQL {
  const chosen =
    given === null
      ? sql`${endedAt} <= now()
          and (select count(*) from responses r where r.period_id = p.id and r.status = 'finished')
            >= greatest(o.results_min_group, coalesce(po.results_min_group, 0))`
      : sql`p.id = any(${sql.param(given)}::int[])`;
  return sql`
    period_candidates as (
      select p.id as period_id, o.id as school_id, o.parent_id,
        ${periodSchoolYear('p', 'o')} as school_year, ${endedAt} as ended_at,
        greatest(o.results_min_group, coalesce(po.results_min_group, 0)) as min_group
      from survey_periods p
      join organizations o on o.id = p.organization_id
      left join organizations po on po.id = o.parent_id
      left join survey_periods parent on parent.id = p.parent_period_id
      where p.survey_version_id = ${versionId} and o.type = 'school'
        and not p.exclude_from_benchmarks and not coalesce(parent.exclude_from_benchmarks, false)
        and ${periods} and ${chosen}
    ),
    period_schools as (
      select distinct on (school_id, school_year) * from period_candidates
      order by school_id, school_year, ended_at desc, period_id desc
    ),
    ${answerEntryCtes(
      sql`${notYetCounted()} and ${responses.periodId} in (select period_id from period_schools)`,
      textQuestionIds(content),
    )},
    counted_all as (
      ${answerCountRows(
        {
          school_year: sql`s.school_year`,
          school_id: sql`s.school_id`,
          parent_id: sql`s.parent_id`,
          period_id: sql`s.period_id`,
        },
        sql`join period_schools s on s.period_id = x.period_id`,
      )}
      union all
      select s.school_year, s.school_id, s.parent_id, s.period_id, c.kind, c.key, c.value, c.count
      from result_cells c join period_schools s on s.period_id = c.period_id
      where c.class_key = ${WHOLE_PERIOD}::int and c.grade = ${WHOLE_PERIOD}::int
    ),
    answered_enough as (
      select c.period_id, c.key from counted_all c join period_schools s on s.period_id = c.period_id
      where c.kind = 'answered' group by c.period_id, c.key, s.min_group having sum(c.count) >= s.min_group
    ),
    counted as (
      select * from counted_all c
      where c.kind = 'respondents' or (c.period_id, c.key) in (select period_id, key from answered_enough)
    )`;
}

/**
 * What some school periods added to the benchmarks they were computed into (`periodIds`, as stored
 * with each benchmark), counted as they were then: a reader's own school is taken out of a benchmark
 * by subtracting these.
 */
export async function loadContributedCounts(
  db: Db,
  versionId: number,
  content: SurveyContent,
  periodIds: number[],
): Promise<AnswerCounts> {
  if (periodIds.length === 0) return emptyCounts();
  const result = await db.execute(sql`
    with ${schoolCountCtes(versionId, content, sql`true`, periodIds)}
    select kind, key, value, sum(count)::int as count from counted group by kind, key, value`);
  const counts = emptyCounts();
  for (const row of queryRows<CountRow>(result)) addCountRow(counts, row);
  return counts;
}

/**
 * The answers of a version's school periods that `periods` takes (a condition on `p` the period and
 * `o` its school), counted as loadSchoolAnswerCounts counts them but added up over the schools in
 * SQL, with the ids of the schools that have any: a defined benchmark over a country's 10,000
 * schools receives a few hundred count rows instead of ~2.5 million (which held ~800 MB).
 */
export async function loadSummedSchoolCounts(
  db: Db,
  versionId: number,
  content: SurveyContent,
  periods: SQL,
): Promise<{ counts: AnswerCounts; schoolIds: number[] }> {
  const result = await db.execute(sql`
    with ${schoolCountCtes(versionId, content, periods)}
    select kind, key, value, sum(count)::int as count, null::int[] as school_ids from counted
    group by kind, key, value
    union all
    select null, null, null, null, array_agg(distinct school_id) from counted`);
  const counts = emptyCounts();
  let schoolIds: number[] = [];
  for (const row of queryRows<CountRow & { school_ids: number[] | null }>(result)) {
    if (row.kind === null) schoolIds = (row.school_ids ?? []).map(Number);
    else addCountRow(counts, row);
  }
  return { counts, schoolIds };
}

/** One benchmark group's counts: a school year's schools, all of them (parentId null) or one parent's. */
export type GroupCounts = {
  schoolYear: number;
  parentId: number | null;
  schoolCount: number;
  /** The school periods counted, one per school. */
  periodIds: number[];
  counts: AnswerCounts;
};

type GroupCountRow = CountRow & {
  school_year: number;
  parent_id: number | null;
  whole: boolean;
  schools: number | null;
  period_ids: number[] | null;
};

/**
 * A version's school counts added up in SQL per school year, over all its schools and per parent
 * organisation (grouping sets over loadSchoolAnswerCounts' rows), each with its number of schools:
 * the nightly benchmarks receive a few hundred rows per group instead of every school's (a
 * country's 10,000 schools held ~800 MB).
 */
export async function loadGroupedSchoolCounts(
  db: Db,
  versionId: number,
  content: SurveyContent,
): Promise<GroupCounts[]> {
  const result = await db.execute(sql`
    with ${schoolCountCtes(versionId, content)}
    select school_year, parent_id, grouping(parent_id) = 1 as whole, kind, key, value,
      sum(count)::int as count, null::int as schools, null::int[] as period_ids
    from counted
    group by grouping sets ((school_year, kind, key, value), (school_year, parent_id, kind, key, value))
    union all
    select school_year, parent_id, grouping(parent_id) = 1, null, null, null, null, count(distinct school_id)::int,
      array_agg(distinct period_id)
    from counted
    group by grouping sets ((school_year), (school_year, parent_id))`);
  const groups = new Map<string, GroupCounts>();
  for (const row of queryRows<GroupCountRow>(result)) {
    if (!row.whole && row.parent_id === null) continue; // schools without a parent: in the whole only
    const parentId = row.whole ? null : Number(row.parent_id);
    const id = `${row.school_year}:${parentId ?? ''}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        schoolYear: Number(row.school_year),
        parentId,
        schoolCount: 0,
        periodIds: [],
        counts: emptyCounts(),
      };
      groups.set(id, group);
    }
    if (row.kind === null) {
      group.schoolCount = Number(row.schools);
      group.periodIds = (row.period_ids ?? []).map(Number).sort((a, b) => a - b);
    } else addCountRow(group.counts, row);
  }
  return [...groups.values()];
}
