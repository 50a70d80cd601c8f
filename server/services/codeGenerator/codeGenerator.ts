import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { defaultCodeCount } from '../../../common/accessCodeCount';
import { compareClassNames } from '../../../common/classNames';
import { localizedText } from '../../../common/localizedText';
import { pollLinkPath } from '../../../common/pollPaths';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { accessCodes, classes, groups, polls, surveyPeriods, surveyVersions } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { createAccessCodes, hashAccessCode } from '../periods/accessCodes';
import { queryRows } from '../resultCells/queryRows';

export const classLinkUrl = (appUrl: string, urlToken: string) => `${appUrl}${pollLinkPath(urlToken)}`;

/** A period and its class links. Super-admins only: it takes no caller scope. */
export async function unsafePeriodClassLinks(db: Db, periodId: number) {
  const [period] = await db
    .select({ period: surveyPeriods, title: surveyVersions.content })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .where(eq(surveyPeriods.id, periodId));
  if (!period) throw notFound('Survey period');
  const links = await db
    .select({
      pollId: polls.id,
      urlToken: polls.urlToken,
      className: classes.name,
      numStudents: classes.numStudents,
    })
    .from(polls)
    .innerJoin(classes, eq(classes.id, polls.classId))
    .where(and(eq(polls.periodId, periodId), eq(polls.kind, 'class_link')));
  links.sort((a, b) => compareClassNames(a.className, b.className));
  return { period: period.period, surveyTitle: period.title.title as Localized, links };
}

/**
 * New access codes for the chosen class links of a period (all of them when none is chosen), through
 * the period's own code service; `count` each, else each class's default; the plain codes are returned once.
 */
export async function generateCodes(
  db: Db,
  claims: TokenClaims,
  appUrl: string,
  periodId: number,
  pollIds: number[] | null,
  count: number | null,
) {
  const { period, surveyTitle, links } = await unsafePeriodClassLinks(db, periodId);
  const chosen = pollIds ? links.filter((link) => pollIds.includes(link.pollId)) : links;
  if (pollIds && chosen.length !== new Set(pollIds).size)
    throw fieldError('poll_ids: not class links of this period');
  if (!chosen.length) throw fieldError('poll_ids: this period has no class links');
  const made = [];
  for (const link of chosen)
    made.push({
      poll_id: link.pollId,
      class_name: link.className,
      link: classLinkUrl(appUrl, link.urlToken ?? ''),
      codes: await createAccessCodes(
        db,
        claims,
        period.organizationId,
        periodId,
        link.pollId,
        count ?? defaultCodeCount(link.numStudents),
      ),
    });
  return { period: { id: period.id, name: period.name, survey: surveyTitle }, classes: made };
}

/** Members of `groupId` per class link of the period: a group's slips hold one code per member. */
async function groupSeats(db: Db, periodId: number, organizationId: number, groupId: number | null) {
  return queryRows<{ group_id: number; group_name: string; poll_id: number; members: number }>(
    await db.execute(sql`
      select g.id as group_id, g.name as group_name, p.id as poll_id,
             count(distinct gm.identity_id)::int as members
      from groups g
      join group_members gm on gm.group_id = g.id
      join class_students cs on cs.identity_id = gm.identity_id
      join polls p on p.class_id = cs.class_id and p.period_id = ${periodId}::int and p.kind = 'class_link'
      where g.organization_id = ${organizationId}::int and g.archived_at is null
        ${groupId ? sql`and g.id = ${groupId}::int` : sql``}
      group by g.id, g.name, p.id
      order by g.name, g.id`),
  );
}

/** The school's groups that have members in the period's classes, with how many. */
export async function periodGroups(db: Db, periodId: number, organizationId: number) {
  const seats = await groupSeats(db, periodId, organizationId, null);
  const byGroup = new Map<number, { id: number; name: string; members: number }>();
  for (const seat of seats) {
    const group = byGroup.get(seat.group_id) ?? { id: seat.group_id, name: seat.group_name, members: 0 };
    group.members += seat.members;
    byGroup.set(seat.group_id, group);
  }
  return [...byGroup.values()];
}

const withGroup = (className: string, groupName: string | null) =>
  groupName ? `${className} · ${groupName}` : className;

/**
 * Codes for one group: one per member, each on the link of the member's own class, marked with the
 * group so the response counts for both. Members in no class of the period get none.
 */
export async function generateGroupCodes(
  db: Db,
  claims: TokenClaims,
  appUrl: string,
  periodId: number,
  groupId: number,
) {
  const { period, surveyTitle, links } = await unsafePeriodClassLinks(db, periodId);
  const [group] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.id, groupId),
        eq(groups.organizationId, period.organizationId),
        isNull(groups.archivedAt),
      ),
    );
  if (!group) throw fieldError("group_id: not a group of this period's school");
  const seats = await groupSeats(db, periodId, period.organizationId, groupId);
  if (!seats.length) throw fieldError("group_id: none of this group's members is in a class of this period");
  const made = [];
  for (const seat of seats) {
    const link = links.find((row) => row.pollId === seat.poll_id);
    if (!link) continue;
    made.push({
      poll_id: link.pollId,
      class_name: withGroup(link.className, seat.group_name),
      link: classLinkUrl(appUrl, link.urlToken ?? ''),
      codes: await createAccessCodes(
        db,
        claims,
        period.organizationId,
        periodId,
        link.pollId,
        seat.members,
        groupId,
      ),
    });
  }
  return { period: { id: period.id, name: period.name, survey: surveyTitle }, classes: made };
}

export type SlipClass = { className: string; link: string; codes: string[] };

/** The slips of codes the caller holds: every code must be an unused code of its class link. */
export async function slipClasses(
  db: Db,
  appUrl: string,
  periodId: number,
  language: string,
  given: { poll_id: number; codes: string[] }[],
) {
  const { surveyTitle, links } = await unsafePeriodClassLinks(db, periodId);
  const result: SlipClass[] = [];
  for (const entry of given) {
    const link = links.find((row) => row.pollId === entry.poll_id);
    if (!link) throw fieldError('classes: not class links of this period');
    const found = await db
      .select({ id: accessCodes.id, groupName: groups.name })
      .from(accessCodes)
      .leftJoin(groups, eq(groups.id, accessCodes.groupId))
      .where(
        and(
          eq(accessCodes.pollId, link.pollId),
          isNull(accessCodes.usedAt),
          inArray(accessCodes.codeHash, entry.codes.map(hashAccessCode)),
        ),
      );
    if (found.length !== new Set(entry.codes).size)
      throw fieldError('classes.codes: some codes are not unused codes of this class link');
    result.push({
      className: withGroup(link.className, found[0]?.groupName ?? null),
      link: classLinkUrl(appUrl, link.urlToken ?? ''),
      codes: entry.codes,
    });
  }
  return { surveyTitle: localizedText(surveyTitle, language), classes: result };
}
