import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SurveyContent } from '../../common/survey/content';
import type { Db } from '../../server/db/client';
import { organizations, surveyPeriods } from '../../server/db/schema';
import { WHOLE_PERIOD } from '../../server/db/schema/resultCells';
import { buildIdentity, buildOrganization, buildSchool } from '../../server/test/factories';
import { buildResultsPeriod } from '../../server/test/resultsFactories';
import { responseIdSqlAt } from '../responseIdSql';
import { answersSql } from './answersSql';
import { fillCells } from './cube';
import { info, timed } from './measure';

const chunkSize = 100_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Classes `grades × letters` of each school, e.g. 3.a … 12.j (grade in the grade column). */
export async function insertClasses(db: Db, schoolIds: number[], grades: number[], letters: string) {
  await db.execute(sql`
    insert into classes (organization_id, name, grade, num_students)
    select school.id, grade || '.' || letter, grade, 25
    from unnest(${sql.param(schoolIds)}::int[]) as school(id),
      unnest(${sql.param(grades)}::int[]) as grade,
      unnest(string_to_array(${letters}, null)) as letter`);
}

/**
 * `total` finished responses spread evenly over every class of the periods' schools, inserted by
 * PostgreSQL in chunks; answers lean by class and school (see answersSql). `counted` inserts them
 * as already folded (the caller fills the cells set-based). The seats (class × period) are written
 * once into a scratch table; `clustered` gives each chunk whole classes in turn (a class's
 * responses lie together, so the index inserts and the cell fill read few pages), otherwise the
 * chunks go round every class, as live answers would arrive. They finish at random times between
 * `finishedDaysAgo` days ago, with ids a browser would have made when each was begun (UUID v7).
 */
export async function insertResponses(
  db: Db,
  content: SurveyContent,
  periodIds: number[],
  total: number,
  label: string,
  { counted = false, clustered = false, finishedDaysAgo = [25, 5] } = {},
) {
  const [earliest, latest] = finishedDaysAgo;
  const answers = sql.raw(answersSql(content));
  const seatTable = sql.identifier(`bench_seats_${randomUUID().slice(0, 8)}`);
  await db.execute(sql`
    create unlogged table ${seatTable} as
    select c.id as class_id, c.grade, p.id as period_id, p.starts_at,
      ((row_number() over (order by c.organization_id, c.id)) - 1)::int as idx,
      dense_rank() over (order by c.organization_id) as school_idx,
      (((c.id * 17) % 9) - 4) / 12.0 as class_bias
    from classes c join survey_periods p on p.organization_id = c.organization_id
    where p.id = any(${sql.param(periodIds)}::int[])`);
  await db.execute(sql`create unique index on ${seatTable} (idx)`);
  const [{ n: seatCount }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${seatTable}`),
  );
  const seatOf = clustered
    ? sql.raw(`(g.n::bigint * ${seatCount} / ${total})::int`)
    : sql.raw(`(g.n % ${seatCount})::int`);
  const started = performance.now();
  for (let from = 0; from < total; from += chunkSize) {
    const to = Math.min(total, from + chunkSize) - 1;
    const chunkStarted = performance.now();
    await db.execute(sql`
      insert into responses (id, period_id, class_id, grade, language, status, answers, started_at, updated_at, finished_at, counted)
      select ${sql.raw(responseIdSqlAt("g.at - interval '9 minutes'"))}, s.period_id, s.class_id, s.grade, g.lang, 'finished', ${answers},
        g.at - interval '9 minutes', g.at, g.at, ${counted}
      from (
        select n, random() + random() + random() - 1.5 as pb,
          case when random() < 0.7 then 'lv' when random() < 0.67 then 'ru' else 'en' end as lang,
          now() - make_interval(days => ${earliest}) + random() * make_interval(days => ${earliest - latest}) as at
        from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) n
      ) g
      join ${seatTable} s on s.idx = ${seatOf}`);
    const elapsed = (performance.now() - started) / 1000;
    process.stdout.write(
      `\r  ${label}: ${(to + 1).toLocaleString('en')} / ${total.toLocaleString('en')} responses (last chunk ${((performance.now() - chunkStarted) / 1000).toFixed(1)} s, ${Math.round((to + 1) / elapsed).toLocaleString('en')}/s)`,
    );
  }
  process.stdout.write('\n');
  await db.execute(sql`drop table ${seatTable}`);
}

/** One school with 100 classes (grades 3–12, a–j) and a closed period of `responses` finished responses. */
export async function generateSchool(db: Db, content: SurveyContent, versionId: number, responses: number) {
  const { school } = await buildSchool(db, { name: 'Bench Secondary School' });
  await insertClasses(db, [school.id], [3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'abcdefghij');
  const period = await buildResultsPeriod(db, {
    organizationId: school.id,
    surveyVersionId: versionId,
    name: 'Bench period',
    expectedCount: Math.round(responses * 1.1),
  });
  const admin = await buildIdentity(db, {
    type: 'school_admin',
    organizationId: school.id,
    permissions: { view_survey_results: true },
  });
  // Finished after the parent period's (counted) responses: what waits for a fold is what came last.
  await insertResponses(db, content, [period.id], responses, 'school period', { finishedDaysAgo: [4, 2] });
  const [someClass] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from classes where organization_id = ${school.id} and name = '7.a'`),
  );
  return { school, period, admin, classId: someClass.id };
}

/**
 * An organisation with `schoolCount` schools of 20 classes each, a parent period with one child
 * period per school, and `responses` finished responses over them all, inserted as counted with
 * their cells filled per period set-based (folding a million in batches would take minutes).
 */
export async function generateParent(
  db: Db,
  content: SurveyContent,
  versionId: number,
  schoolCount: number,
  responses: number,
) {
  const organization = await buildOrganization(db, { name: 'Bench Municipality' });
  const tag = randomUUID().slice(0, 6);
  const schools = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into organizations (type, parent_id, name, slug, city)
      select 'school', ${organization.id}, 'Bench school ' || n, 'bench-' || ${tag} || '-' || n, 'Riga'
      from generate_series(1, ${sql.raw(String(schoolCount))}) n returning id`),
  );
  const schoolIds = schools.map((school) => school.id);
  await insertClasses(db, schoolIds, [3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'ab');
  const parent = await buildResultsPeriod(db, {
    organizationId: organization.id,
    surveyVersionId: versionId,
    name: 'Bench parent period',
  });
  const children = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into survey_periods (organization_id, survey_version_id, parent_period_id, name, starts_at, ends_at,
        languages, audience, expected_count)
      select school.id, ${versionId}, ${parent.id}, ${parent.name}, ${parent.startsAt}, ${parent.endsAt},
        ${JSON.stringify(parent.languages)}::jsonb, ${JSON.stringify(parent.audience)}::jsonb,
        ${Math.round((responses / schoolCount) * 1.1)}
      from unnest(${sql.param(schoolIds)}::int[]) as school(id) returning id`),
  );
  const admin = await buildIdentity(db, { type: 'organization_admin', organizationId: organization.id });
  const inserted = await timed(() =>
    insertResponses(
      db,
      content,
      children.map((child) => child.id),
      responses,
      'parent period',
      { counted: true, clustered: true },
    ),
  );
  info(
    `insert ${responses.toLocaleString('en')} responses (set-wise SQL)`,
    `${(inserted.ms / 1000).toFixed(1)} s = ${Math.round(responses / (inserted.ms / 1000)).toLocaleString('en')}/s`,
  );
  // 25 periods per statement, or 100 statements in all: each statement also rebuilds the parent's rollup.
  const cells = await fillCells(
    db,
    children.map((child) => child.id),
    Math.max(25, Math.ceil(children.length / 100)),
  );
  info(
    `fill result_cells of ${children.length.toLocaleString('en')} child periods`,
    `${(cells.ms / 1000).toFixed(1)} s = ${Math.round(responses / (cells.ms / 1000)).toLocaleString('en')} responses/s`,
  );
  return { organization, parent, admin };
}

/**
 * A parent period an earlier run generated in this database at the same size (`--reuse-parent`:
 * the country's 10,000,000 responses take long to generate), with a new organisation admin; null
 * when there is none whose rollup counts every response (a run stopped while generating).
 */
export async function existingParent(db: Db, schoolCount: number, responses: number) {
  const [found] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select p.id from survey_periods p join organizations o on o.id = p.organization_id
      where p.name = 'Bench parent period' and o.name = 'Bench Municipality'
        and (select count(*) from survey_periods c where c.parent_period_id = p.id) = ${schoolCount}
        and (select sum(count) from result_cells r where r.period_id = p.id and r.kind = 'respondents'
          and r.class_key = ${WHOLE_PERIOD}::int and r.grade = ${WHOLE_PERIOD}::int) = ${responses}
      order by p.id desc limit 1`),
  );
  if (!found) return null;
  const [parent] = await db.select().from(surveyPeriods).where(eq(surveyPeriods.id, found.id));
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, parent.organizationId));
  const admin = await buildIdentity(db, { type: 'organization_admin', organizationId: organization.id });
  return { organization, parent, admin };
}
