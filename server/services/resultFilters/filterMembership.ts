import { type SQL, sql } from 'drizzle-orm';
import type { FilterMapping } from '../../db/schema/results';

/**
 * The mapping's options as rows `m(id, value)`, to join on a response's answer: `on m.id = answers ->> question`.
 * Scale and rating answers are numbers in the JSON, option answers are ids; `->>` gives both as text.
 */
export const mappingOptions = (mapping: SQL): SQL =>
  sql`jsonb_to_recordset(${mapping} -> 'question_options') as m(id text, value text)`;

/**
 * (response_id, value) for every finished response of the period (or of its child periods) whose
 * answer to the question falls under the mapping; `also` narrows the responses `r` further.
 */
export function mappedResponses(
  filter: { periodId: number; questionId: string; mapping: FilterMapping },
  also: SQL = sql`true`,
): SQL {
  return sql`
    select r.id as response_id, m.value as value
    from responses r
    join ${mappingOptions(sql`${JSON.stringify(filter.mapping)}::jsonb`)}
      on m.id = r.answers ->> ${filter.questionId}
    where r.status = 'finished' and ${also}
      and r.period_id in (
        select p.id from survey_periods p where p.id = ${filter.periodId} or p.parent_period_id = ${filter.periodId}
      )`;
}
