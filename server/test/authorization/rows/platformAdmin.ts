import { termsDrafts } from '../../../db/schema';
import { csv, everyone, type MatrixRow, superAdminOnly, xlsx } from '../matrix';

/** Running the platform (issue 17): the event log download, the terms editor, languages, files, client uploads, the API description. */
export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/admin/event-log.csv',
    request: (world) => ({
      url: `/api/admin/event-log.csv?from=2026-01-01&to=2026-12-31&organization_id=${world.schoolA.id}`,
    }),
    file: [csv],
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/terms',
    request: () => ({ url: '/api/admin/terms' }),
    expect: superAdminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/terms/drafts/:language',
    request: () => ({ url: '/api/admin/terms/drafts/ru', payload: { title: 'Условия', body: 'Текст.' } }),
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/terms/drafts/:language',
    request: async (world) => {
      // A draft to discard for every caller (a missing one would answer 404 even to a super-admin).
      await world.db
        .insert(termsDrafts)
        .values({ language: 'ru', title: 'Условия', body: 'Текст.' })
        .onConflictDoNothing();
      return { url: '/api/admin/terms/drafts/ru' };
    },
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/terms/publish',
    request: () => ({ url: '/api/admin/terms/publish', payload: {} }),
    expect: superAdminOnly(),
    note: 'Without an English draft the super-admin gets 422 (allowed): the matrix world never publishes terms.',
  },
  { method: 'GET', route: '/api/languages', request: () => ({ url: '/api/languages' }), expect: everyone() },
  {
    method: 'GET',
    route: '/api/admin/languages',
    request: () => ({ url: '/api/admin/languages' }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/languages',
    request: (world) => ({
      url: '/api/admin/languages',
      // A fresh code per call: letters only, so the id's digits become letters.
      payload: {
        code: `x${world.fresh
          .uuid()
          .replace(/[^a-f]/g, '')
          .slice(0, 2)
          .padEnd(2, 'a')}`,
        name: 'Test',
        native_name: 'Test',
      },
    }),
    expect: superAdminOnly(),
    note: 'A code already taken answers 409, which still counts as allowed.',
  },
  {
    method: 'PATCH',
    route: '/api/admin/languages/:code',
    request: () => ({ url: '/api/admin/languages/ru', payload: { survey_enabled: true } }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/translations/:language',
    request: () => ({ url: '/api/admin/translations/lv?search=save' }),
    expect: superAdminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/translations/:language',
    request: () => ({
      url: '/api/admin/translations/lv',
      payload: { key: 'common.save', value: 'Saglabāt' },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/translations/:language/history',
    request: () => ({ url: '/api/admin/translations/lv/history?key=common.save' }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/translations/:language/export.xlsx',
    request: () => ({ url: '/api/admin/translations/lv/export.xlsx' }),
    file: [xlsx],
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/translations/:language/import',
    request: () => ({
      url: '/api/admin/translations/lv/import?file_name=texts.xlsx',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('key,English,Latvian\n'),
    }),
    expect: superAdminOnly(),
    note: 'The super-admin gets 422 (not a workbook, allowed): the matrix never changes the texts.',
  },
  {
    method: 'GET',
    route: '/api/openapi.json',
    request: () => ({ url: '/api/openapi.json' }),
    expect: superAdminOnly(),
  },
];
