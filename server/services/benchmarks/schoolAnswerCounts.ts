import { sql } from 'drizzle-orm';
import type { AnswerCounts } from '../../../common/results/scoring';
import type { SurveyContent } from '../../../common/survey/content';
import type { Db } from '../../db/client';
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
 * One aggregation over a version's finished responses in schools, per school and school year
 * (starting 1 September): respondents, and per key (question id, `question.item` for a matrix
 * item) the respondents who answered and the count of each value; multiple-choice lists and
 * matrix objects are expanded, free text is left out.
 */
export async function loadSchoolAnswerCounts(
  db: Db,
  versionId: number,
  content: SurveyContent,
): Promise<SchoolCounts[]> {
  const result = await db.execute(sql`
    with finished as (
      select r.id, r.answers, o.id as school_id, o.parent_id,
        (extract(year from p.starts_at at time zone 'UTC')::int
          - case when extract(month from p.starts_at at time zone 'UTC') < 9 then 1 else 0 end) as school_year
      from responses r
      join survey_periods p on p.id = r.period_id
      join organizations o on o.id = p.organization_id
      where p.survey_version_id = ${versionId} and r.status = 'finished' and o.type = 'school'
    ),
    entries as (
      select f.id, f.school_year, f.school_id, f.parent_id, a.key, a.value
      from finished f, jsonb_each(f.answers) a
      where not (a.key = any(${sql.param(textQuestionIds(content))}::text[]))
    ),
    flat as (
      select id, school_year, school_id, parent_id, key, value #>> '{}' as value
      from entries where jsonb_typeof(value) in ('number', 'string')
      union all
      select e.id, e.school_year, e.school_id, e.parent_id, e.key, element #>> '{}'
      from entries e, jsonb_array_elements(e.value) element where jsonb_typeof(e.value) = 'array'
      union all
      select e.id, e.school_year, e.school_id, e.parent_id, e.key || '.' || item.key, item.value #>> '{}'
      from entries e, jsonb_each(e.value) item where jsonb_typeof(e.value) = 'object'
    )
    select school_year, school_id, parent_id, 'respondents' as kind, null as key, null as value, count(*)::int as count
    from finished group by school_year, school_id, parent_id
    union all
    select school_year, school_id, parent_id, 'answered', key, null, count(distinct id)::int
    from flat where value is not null group by school_year, school_id, parent_id, key
    union all
    select school_year, school_id, parent_id, 'value', key, value, count(*)::int
    from flat where value is not null group by school_year, school_id, parent_id, key, value
  `);
  const bySchool = new Map<string, SchoolCounts>();
  for (const row of (result as unknown as { rows: SchoolCountRow[] }).rows) {
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
