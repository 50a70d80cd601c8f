import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SurveyContent } from '../../common/survey/content';
import type { Db } from '../../server/db/client';
import { buildIdentity, buildOrganization, buildSchool } from '../../server/test/factories';
import { buildResultsPeriod } from '../../server/test/resultsFactories';
import { answersSql } from './answersSql';
import { fillCells } from './cube';
import { info } from './measure';

const chunkSize = 100_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Classes `grades × letters` of each school, e.g. 3.a … 12.j (grade in the grade column). */
async function insertClasses(db: Db, schoolIds: number[], grades: number[], letters: string) {
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
 * as already folded (the caller fills the cells set-based).
 */
async function insertResponses(
  db: Db,
  content: SurveyContent,
  periodIds: number[],
  total: number,
  label: string,
  counted = false,
) {
  const answers = sql.raw(answersSql(content));
  const seats = sql`
    select c.id as class_id, c.grade, p.id as period_id, p.starts_at,
      (row_number() over (order by c.id)) - 1 as idx,
      dense_rank() over (order by c.organization_id) as school_idx,
      (((c.id * 17) % 9) - 4) / 12.0 as class_bias
    from classes c join survey_periods p on p.organization_id = c.organization_id
    where p.id = any(${sql.param(periodIds)}::int[])`;
  const [{ n: seatCount }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${seats}) seats`),
  );
  for (let from = 0; from < total; from += chunkSize) {
    const to = Math.min(total, from + chunkSize) - 1;
    const started = performance.now();
    await db.execute(sql`
      insert into responses (id, period_id, class_id, grade, language, status, answers, started_at, updated_at, finished_at, counted)
      select gen_random_uuid(), s.period_id, s.class_id, s.grade, g.lang, 'finished', ${answers},
        g.at - interval '9 minutes', g.at, g.at, ${counted}
      from (
        select n, random() + random() + random() - 1.5 as pb,
          case when random() < 0.7 then 'lv' when random() < 0.67 then 'ru' else 'en' end as lang,
          now() - interval '25 days' + random() * interval '20 days' as at
        from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) n
      ) g
      join (${seats}) s on s.idx = g.n % ${sql.raw(String(seatCount))}`);
    process.stdout.write(
      `\r  ${label}: ${(to + 1).toLocaleString('en')} / ${total.toLocaleString('en')} responses (last chunk ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  process.stdout.write('\n');
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
  await insertResponses(db, content, [period.id], responses, 'school period');
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
  await insertResponses(
    db,
    content,
    children.map((child) => child.id),
    responses,
    'parent period',
    true,
  );
  const cells = await fillCells(
    db,
    children.map((child) => child.id),
  );
  info(`fill result_cells of ${children.length} child periods`, `${(cells.ms / 1000).toFixed(1)} s`);
  return { organization, parent, admin };
}
