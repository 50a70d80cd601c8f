import { type SQL, sql } from 'drizzle-orm';
import type { FilterMapping } from '../../db/schema/results';

/**
 * (response_id, value) for every finished response of the period (or of its child periods) whose
 * answer to the question falls under the mapping. Scale and rating answers are numbers in the JSON,
 * option answers are ids; `->>` gives both as text.
 */
export function mappedResponses(filter: {
  periodId: number;
  questionId: string;
  mapping: FilterMapping;
}): SQL {
  return sql`
    select r.id as response_id, m.value as value
    from responses r
    join jsonb_to_recordset(${JSON.stringify(filter.mapping.question_options)}::jsonb) as m(id text, value text)
      on m.id = r.answers ->> ${filter.questionId}
    where r.status = 'finished'
      and r.period_id in (
        select p.id from survey_periods p where p.id = ${filter.periodId} or p.parent_period_id = ${filter.periodId}
      )`;
}
