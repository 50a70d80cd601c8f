import { type SQL, sql } from 'drizzle-orm';

/** Question ids never counted (free text): the same for every response, or per period (its version's). */
export type TextKeys = string[] | Map<number, string[]>;

function isTextKey(textKeys: TextKeys): SQL {
  if (Array.isArray(textKeys)) return sql`a.key = any(${sql.param(textKeys)}::text[])`;
  const byPeriod = JSON.stringify(Object.fromEntries(textKeys));
  return sql`coalesce((${byPeriod}::jsonb -> s.period_id::text) ? a.key, false)`;
}

/**
 * Where `selected` reads from (default `responses`), extra columns it carries into `flat`, and
 * whether `selected` is a short list worth reading once (the live tail:
 * right after a fold its index still holds every just-counted row until vacuum).
 */
export type EntrySource = { from?: SQL; carry?: Record<string, SQL>; few?: boolean };

/** An array answer's elements without JSON nulls: the first one left marks the response as answering the key. */
const notNullElements = sql.raw(`jsonb_path_query_array(a.value, '$[*] ? (@.type() != "null")')`);

/**
 * The CTEs `selected` (id, period_id, class_id, grade of the responses matching `where`, a condition
 * on `responses`) and `flat` (the same columns with key and value: one row per counted answer value,
 * and `first`, true on one row per response and key). A key is a question id, or `question.item`
 * for a matrix item; multiple-choice lists and matrix objects are expanded, free text and empty
 * answers are left out. Each response's answers are read by one `jsonb_each`: a list or an object
 * is expanded beside its entry (a left join that finds nothing for a plain value), where one pass
 * per kind of answer read every answer three times (a fifth of a fold's expansion). `source.from` replaces `responses` (name the relation `responses`), and
 * `source.carry` adds columns to both CTEs; `source.few` materialises `selected`. Write `with ${answerEntryCtes(…)}`; read
 * them with answerCountRows.
 */
export function answerEntryCtes(where: SQL, textKeys: TextKeys, source: EntrySource = {}): SQL {
  const carried = Object.entries(source.carry ?? {});
  const carry = sql.join(
    carried.map(([name, expression]) => sql`, ${expression} as ${sql.identifier(name)}`),
    sql``,
  );
  const carryOn = sql.join(
    carried.map(([name]) => sql`, s.${sql.identifier(name)}`),
    sql``,
  );
  const counted = sql`not ${isTextKey(textKeys)}`;
  return sql`
    selected as ${source.few ? sql`materialized` : sql`not materialized`} (
      select responses.id, responses.period_id, responses.class_id, responses.grade, responses.answers ${carry}
      from ${source.from ?? sql`responses`} where ${where}
    ),
    flat as not materialized (
      select s.id, s.period_id, s.class_id, s.grade ${carryOn},
        case when item.key is null then a.key else a.key || '.' || item.key end as key,
        coalesce(item.value, elements.element, a.value) #>> '{}' as value,
        coalesce(elements.position = 1, true) as first
      from selected s cross join jsonb_each(s.answers) a
        left join lateral jsonb_array_elements(case when jsonb_typeof(a.value) = 'array' then ${notNullElements} end)
          with ordinality as elements(element, position) on true
        left join lateral jsonb_each(case when jsonb_typeof(a.value) = 'object' then a.value end) item on true
      where ${counted} and case jsonb_typeof(a.value)
        when 'number' then true
        when 'string' then true
        when 'array' then elements.element is not null
        when 'object' then item.value #>> '{}' is not null
        else false end
    )`;
}

/**
 * Count rows (the named columns, then kind, key, value, count as in CountRow; key and value ''
 * where unused) over `answerEntryCtes`: respondents, per key and value how often it was given, and
 * per key the respondents who answered it (added up from the values, so one hashed pass over the
 * answers). `columns` are expressions over `x` (a response or an answer value: id, period_id,
 * class_id, grade and what `carry` adds) and over what `join` adds.
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
  const names = sql.join(
    entries.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  return sql`
    select * from (
      with per_value as (
        select ${named}, x.key, x.value, count(*)::int as n, (count(*) filter (where x.first))::int as firsts
        from flat x ${join} group by ${grouped}, x.key, x.value
      )
      select ${named}, 'respondents'::text as kind, ''::text as key, ''::text as value, count(*)::int as count
      from selected x ${join} group by ${grouped}
      union all
      select ${names}, 'value', key, value, n from per_value
      union all
      select ${names}, 'answered', key, '', sum(firsts)::int from per_value group by ${names}, key
    ) count_rows`;
}
