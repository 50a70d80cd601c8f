import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { surveyTagLinks, surveyTags } from '../../db/schema/surveys';
import { fieldError, fieldRefusal, notFound } from '../../http/errors';
import { presentTag } from '../../presenters/adminSurvey';
import { recordEvent } from '../events/recordEvent';
import { localizedNameClash } from '../localizedNameClash';
import { loadAdminSurvey } from './surveyOverview';

/** A tag's name per survey language, English always written; a language left empty is not stored. */
type TagName = Localized;
const written = (name: TagName): TagName =>
  Object.fromEntries(Object.entries(name).filter(([, text]) => text));

/** Every survey tag with the number of surveys it is on, by English name. */
export async function listSurveyTags(db: Db) {
  const rows = await db
    .select({
      tag: surveyTags,
      surveyCount: sql<number>`(select count(*)::int from ${surveyTagLinks} where ${surveyTagLinks.tagId} = ${outer(surveyTags.id)})`,
    })
    .from(surveyTags)
    .orderBy(asc(sql`lower(${surveyTags.name}->>'en')`), asc(surveyTags.id));
  return rows.map((row) => ({ ...presentTag(row.tag), survey_count: row.surveyCount }));
}

async function withEvent<T>(db: Db, claims: TokenClaims, action: string, write: (t: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const result = await write(t);
    await recordEvent(t, claims, { category: 'Superadmin', action, details: { result } });
    return result;
  });
}

async function assertTagNameFree(db: Db, name: TagName, exceptId?: number) {
  const clash = localizedNameClash(await db.select().from(surveyTags), name, exceptId);
  if (clash !== null) throw fieldRefusal('name', 'tag_name_taken', { name: clash });
}

export async function createSurveyTag(db: Db, claims: TokenClaims, name: TagName) {
  return withEvent(db, claims, 'Created survey tag', async (t) => {
    await assertTagNameFree(t, name);
    const [tag] = await t
      .insert(surveyTags)
      .values({ name: written(name) })
      .returning();
    return { ...presentTag(tag), survey_count: 0 };
  });
}

export async function renameSurveyTag(db: Db, claims: TokenClaims, id: number, name: TagName) {
  return withEvent(db, claims, 'Renamed survey tag', async (t) => {
    await assertTagNameFree(t, name, id);
    const [tag] = await t
      .update(surveyTags)
      .set({ name: written(name) })
      .where(eq(surveyTags.id, id))
      .returning();
    if (!tag) throw notFound('Survey tag');
    return presentTag(tag);
  });
}

/** Deleting a tag takes it off every survey (the links cascade); the surveys stay. */
export async function deleteSurveyTag(db: Db, claims: TokenClaims, id: number) {
  return withEvent(db, claims, 'Deleted survey tag', async (t) => {
    const unlinked = await t
      .select({ surveyId: surveyTagLinks.surveyId })
      .from(surveyTagLinks)
      .where(eq(surveyTagLinks.tagId, id));
    const [tag] = await t.delete(surveyTags).where(eq(surveyTags.id, id)).returning();
    if (!tag) throw notFound('Survey tag');
    return { ...presentTag(tag), unlinked_surveys: unlinked.length };
  });
}

/** A survey's tags become exactly these; an unknown tag id is refused naming it. */
export async function setSurveyTags(db: Db, claims: TokenClaims, surveyId: number, tagIds: number[]) {
  await loadAdminSurvey(db, surveyId);
  const wanted = [...new Set(tagIds)];
  const known = wanted.length ? await db.select().from(surveyTags).where(inArray(surveyTags.id, wanted)) : [];
  const unknown = wanted.filter((id) => !known.some((tag) => tag.id === id));
  if (unknown.length) throw fieldError(`tag_ids: no survey tag ${unknown.join(', ')}`);
  await withEvent(db, claims, 'Changed survey tags', async (t) => {
    await t.delete(surveyTagLinks).where(eq(surveyTagLinks.surveyId, surveyId));
    if (wanted.length) await t.insert(surveyTagLinks).values(wanted.map((tagId) => ({ surveyId, tagId })));
    return { survey_id: surveyId, tag_ids: wanted };
  });
  return known.map(presentTag).sort((a, b) => a.id - b.id);
}
