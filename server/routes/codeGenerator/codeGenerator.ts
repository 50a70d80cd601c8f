import { localizedText } from '../../../common/localizedText';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  classLinkUrl,
  generateCodes,
  generateGroupCodes,
  periodGroups,
  slipClasses,
  unsafePeriodClassLinks,
} from '../../services/codeGenerator/codeGenerator';
import { slipWords } from '../../services/codeGenerator/slipWords';
import { contentDisposition } from '../../services/files/serveFile';
import { assertSurveyLanguages } from '../../services/translations/surveyLanguages';
import { generateBody, periodParams, slipsBody } from './schema';

const base = '/super-admin/code-generator';

/**
 * Back office /admin/code-generator: access codes in bulk for a period's class links or for a group's
 * members, as slips (PDF) or CSV.
 */
export const codeGeneratorRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;
  const appUrl = deps.config.appUrl;

  app.get(`${base}/periods/:id`, { schema: { params: periodParams } }, async (request) => {
    requireSuperAdmin(request);
    const { period, surveyTitle, links } = await unsafePeriodClassLinks(db, request.params.id);
    return ok({
      id: period.id,
      name: period.name,
      survey: surveyTitle,
      title: localizedText(surveyTitle, request.interfaceLanguage),
      /** The period's languages: the slips may be printed in any of them. */
      languages: period.languages,
      classes: links.map((link) => ({
        poll_id: link.pollId,
        class_name: link.className,
        num_students: link.numStudents,
        link: classLinkUrl(appUrl, link.urlToken ?? ''),
      })),
      groups: await periodGroups(db, period.id, period.organizationId),
    });
  });

  app.post(base, { schema: { body: generateBody } }, async (request) => {
    const claims = requireSuperAdmin(request);
    const body = request.body;
    if (body.group_id) return ok(await generateGroupCodes(db, claims, appUrl, body.period_id, body.group_id));
    return ok(
      await generateCodes(db, claims, appUrl, body.period_id, body.poll_ids ?? null, body.count ?? null),
    );
  });

  app.post(`${base}/slips`, { schema: { body: slipsBody } }, async (request, reply) => {
    requireSuperAdmin(request);
    const { period_id, language, classes } = request.body;
    await assertSurveyLanguages(db, 'language', [language]);
    const slips = await slipClasses(db, appUrl, period_id, language, classes);
    const words = await slipWords(db, language);
    // The PDF renderer loads with the first slips, not with the server (issue 20).
    const { renderCodeSlips } = await import('../../services/codeGenerator/codeSlipsPdf');
    const pdf = await renderCodeSlips({ ...slips, language, words });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', `access-codes-${period_id}.pdf`))
      .send(pdf);
  });
};
