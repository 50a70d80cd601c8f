import { type SQL, sql } from 'drizzle-orm';

/** Question ids never counted (free text): the same for every response, or per period (its version's). */
export type TextKeys = string[] | Map<number, string[]>;

function isTextKey(textKeys: TextKeys): SQL {
  if (Array.isArray(textKeys)) return sql`a.key = any(${sql.param(textKeys)}::text[])`;
  const byPeriod = JSON.stringify(Object.fromEntries(textKeys));
  return sql`coalesce((${byPeriod}::jsonb -> s.period_id::text) ? a.key, false)`;
}

/**
 * The CTEs `selected` (id, period_id, class_id, grade of the responses matching `where`, a condition
 * on `responses`) and `flat` (the same columns with key and value: one row per counted answer value,
 * and `first`, true on one row per response and key). A key is a question id, or `question.item`
 * for a matrix item; multiple-choice lists and matrix objects are expanded, free text and empty
 * answers are left out. Write `with ${answerEntryCtes(…)}`; read them with answerCountRows.
 */
export function answerEntryCtes(where: SQL, textKeys: TextKeys): SQL {
  return sql`
    selected as not materialized (
      select responses.id, responses.period_id, responses.class_id, responses.grade, responses.answers
      from responses where ${where}
    ),
    flat as not materialized (
      select s.id, s.period_id, s.class_id, s.grade, a.key, a.value #>> '{}' as value, true as first
      from selected s, jsonb_each(s.answers) a
      where jsonb_typeof(a.value) in ('number', 'string') and not ${isTextKey(textKeys)}
      union all
      select s.id, s.period_id, s.class_id, s.grade, a.key, element #>> '{}', not exists (
          select 1 from jsonb_array_elements(a.value) with ordinality as earlier(element, position)
          where earlier.position < elements.position and earlier.element #>> '{}' is not null)
      from selected s, jsonb_each(s.answers) a,
        jsonb_array_elements(a.value) with ordinality as elements(element, position)
      where jsonb_typeof(a.value) = 'array' and not ${isTextKey(textKeys)} and element #>> '{}' is not null
      union all
      select s.id, s.period_id, s.class_id, s.grade, a.key || '.' || item.key, item.value #>> '{}', true
      from selected s, jsonb_each(s.answers) a, jsonb_each(a.value) item
      where jsonb_typeof(a.value) = 'object' and not ${isTextKey(textKeys)} and item.value #>> '{}' is not null
    )`;
}

/**
 * Count rows (the named columns, then kind, key, value, count as in CountRow; key and value ''
 * where unused) over `answerEntryCtes`: respondents, per key the respondents who answered it, and
 * per key and value how often it was given, in one pass over the answers. `columns` are
 * expressions over `x` (a response or an answer value: id, period_id, class_id, grade) and over
 * what `join` adds.
 */
export function answerCountRows(columns: Record<string, SQL>, join: SQL = sql``): SQL {
  const entries = Object.entries(columns);
  const named = sql.join(
    entries.map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const grouped = sql.join(
    entries.map(([, expression]) => expression),
    sql`, `,
  );
  return sql`
    select ${named}, 'respondents'::text as kind, ''::text as key, ''::text as value, count(*)::int as count
    from selected x ${join} group by ${grouped}
    union all
    select ${named},
      case when grouping(x.value) = 1 then 'answered' else 'value' end,
      x.key,
      case when grouping(x.value) = 1 then '' else x.value end,
      (case when grouping(x.value) = 1 then count(*) filter (where x.first) else count(*) end)::int
    from flat x ${join}
    group by grouping sets ((${grouped}, x.key, x.value), (${grouped}, x.key))`;
}
