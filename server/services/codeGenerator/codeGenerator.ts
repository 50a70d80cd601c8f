import { and, eq, inArray, isNull } from 'drizzle-orm';
import { localizedText } from '../../../common/localizedText';
import { pollLinkPath } from '../../../common/pollPaths';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { accessCodes, classes, polls, surveyPeriods, surveyVersions } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { createAccessCodes, hashAccessCode } from '../periods/accessCodes';

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
    .where(and(eq(polls.periodId, periodId), eq(polls.kind, 'class_link')))
    .orderBy(classes.name);
  return { period: period.period, surveyTitle: period.title.title as Localized, links };
}

/**
 * New access codes for the chosen class links of a period (all of them when none is chosen), through
 * the period's own code service; the plain codes are returned once.
 */
export async function generateCodes(
  db: Db,
  claims: TokenClaims,
  appUrl: string,
  periodId: number,
  pollIds: number[] | null,
  count: number,
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
      codes: await createAccessCodes(db, claims, period.organizationId, periodId, link.pollId, count),
    });
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
      .select({ id: accessCodes.id })
      .from(accessCodes)
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
      className: link.className,
      link: classLinkUrl(appUrl, link.urlToken ?? ''),
      codes: entry.codes,
    });
  }
  return { surveyTitle: localizedText(surveyTitle, language), classes: result };
}
