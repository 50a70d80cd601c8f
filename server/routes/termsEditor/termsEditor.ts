import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  discardTermsDraft,
  loadTermsEditor,
  publishTermsDrafts,
  saveTermsDraft,
} from '../../services/terms/termsEditor';
import { termsDraftBody, termsLanguageParams } from './schema';

type TermsText = { language: string; title: string; body: string };
const presentText = ({ language, title, body }: TermsText) => ({ language, title, body });

/** The terms editor (/admin/terms): drafts per language, published as the next version. */
export const termsEditorRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/terms', async (request) => {
    requireSuperAdmin(request);
    const { languageRows, published, drafts } = await loadTermsEditor(db);
    const versions = [...new Set(published.map((row) => row.version))].map((version) => {
      const texts = published.filter((row) => row.version === version);
      return { version, published_at: texts[0].publishedAt.toISOString(), texts: texts.map(presentText) };
    });
    return ok({
      languages: languageRows.map((row) => ({
        code: row.code,
        name: row.name,
        native_name: row.nativeName,
        enabled: row.enabled,
      })),
      versions,
      drafts: drafts.map((draft) => ({ ...presentText(draft), updated_at: draft.updatedAt.toISOString() })),
    });
  });

  app.put(
    '/admin/terms/drafts/:language',
    { schema: { params: termsLanguageParams, body: termsDraftBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      const draft = await saveTermsDraft(db, claims, { language: request.params.language, ...request.body });
      return ok({ ...presentText(draft), updated_at: draft.updatedAt.toISOString() });
    },
  );

  app.delete(
    '/admin/terms/drafts/:language',
    { schema: { params: termsLanguageParams } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      if (!(await discardTermsDraft(db, claims, request.params.language))) throw notFound('Terms draft');
      return ok({ language: request.params.language });
    },
  );

  app.post('/admin/terms/publish', async (request) => {
    const claims = requireSuperAdmin(request);
    const published = await publishTermsDrafts(db, claims);
    return ok({
      version: published.version,
      languages: published.languages,
      published_at: published.publishedAt.toISOString(),
    });
  });
};
