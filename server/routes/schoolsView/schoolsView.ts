import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { exportContentTypes } from '../../services/exports/exportFileName';
import { contentDisposition } from '../../services/files/serveFile';
import { listResultsPeriods } from '../../services/results/periodsList';
import { loadSchoolsView, loadSchoolsViewChoices } from '../../services/schoolsView/schoolsView';
import { schoolsViewFileParams, schoolsViewQuery } from './schema';

/**
 * Schools × themes of one survey in one school year or term, for an organisation admin and a reader
 * given property values (docs/ROLES.md): the view, the surveys and spans it can show, its Excel and PDF.
 */
export const schoolsViewRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/results/v2/schools-view/choices', async (request) => {
    const claims = requireAuth(request);
    const periods = await listResultsPeriods(db, claims);
    const surveys = [...new Set(periods.map((period) => period.survey_id))].map((id) => ({ id }));
    return ok(await loadSchoolsViewChoices(db, claims, surveys));
  });

  app.get('/results/v2/schools-view', { schema: { querystring: schoolsViewQuery } }, async (request) => {
    const claims = requireAuth(request);
    const { survey_id, school_year, term } = request.query;
    return ok(await loadSchoolsView(db, claims, { survey_id, school_year, term: term ?? null }));
  });

  app.get(
    '/results/v2/schools-view/file/:format',
    { schema: { params: schoolsViewFileParams, querystring: schoolsViewQuery } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const { survey_id, school_year, term } = request.query;
      const view = await loadSchoolsView(db, claims, { survey_id, school_year, term: term ?? null });
      const { format } = request.params;
      // exceljs and the PDF renderer load with the first file, not with the server (issue 20).
      const { schoolsViewFile } = await import('../../services/exports/schoolsViewFile');
      const file = await schoolsViewFile(db, view, format, request.interfaceLanguage);
      return reply
        .header('Content-Type', exportContentTypes[format])
        .header('Content-Disposition', contentDisposition('attachment', file.name))
        .send(file.bytes);
    },
  );
};
