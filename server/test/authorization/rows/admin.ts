import { buildIdentity } from '../../factories';
import { buildResultsPeriod } from '../../resultsFactories';
import { type MatrixRow, superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

/** The super-admin back office (/api/admin/…): everyone else signed in 403. */
const unique = (world: AuthorizationWorld) => world.fresh.uuid().slice(0, 8);
const freshPeriod = (world: AuthorizationWorld) =>
  buildResultsPeriod(world.db, {
    organizationId: world.schoolA.id,
    surveyVersionId: world.surveyA.version.id,
  });

const get = (route: string, url: (world: AuthorizationWorld) => string): MatrixRow => ({
  method: 'GET',
  route,
  request: (world) => ({ url: url(world) }),
  expect: superAdminOnly(),
});

export const rows: MatrixRow[] = [
  get('/api/admin/users', () => '/api/admin/users'),
  {
    method: 'POST',
    route: '/api/admin/users',
    request: (world) => ({
      url: '/api/admin/users',
      payload: { username: `u-${unique(world)}`, name: 'New' },
    }),
    expect: superAdminOnly(),
  },
  get('/api/admin/users/:id', (world) => `/api/admin/users/${world.student.userId}`),
  {
    method: 'PATCH',
    route: '/api/admin/users/:id',
    request: (world) => ({ url: `/api/admin/users/${world.student.userId}`, payload: { name: 'Renamed' } }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/identities',
    request: async (world) => {
      const { user } = await buildIdentity(world.db, { type: 'teacher', organizationId: world.schoolB.id });
      return {
        url: `/api/admin/users/${user.id}/identities`,
        payload: { type: 'teacher', organization_id: world.schoolA.id },
      };
    },
    expect: superAdminOnly(),
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id/identities/:identityId',
    request: (world) => ({
      url: `/api/admin/users/${world.members.teacher.userId}/identities/${world.members.teacher.id}`,
      payload: { teacher_access_to_results: false },
    }),
    expect: superAdminOnly(),
  },
  get('/api/admin/organizations', () => '/api/admin/organizations'),
  {
    method: 'POST',
    route: '/api/admin/organizations',
    request: (world) => {
      const id = unique(world);
      return {
        url: '/api/admin/organizations',
        payload: { name: `Org ${id}`, slug: `org-${id}`, type: 'organization' },
      };
    },
    expect: superAdminOnly(),
  },
  get('/api/admin/organizations/:id', (world) => `/api/admin/organizations/${world.schoolA.id}`),
  {
    method: 'PATCH',
    route: '/api/admin/organizations/:id',
    request: (world) => ({ url: `/api/admin/organizations/${world.schoolA.id}`, payload: { city: 'Riga' } }),
    expect: superAdminOnly(),
  },
  get('/api/admin/emails', () => '/api/admin/emails'),
  get('/api/admin/super-admins', () => '/api/admin/super-admins'),
  {
    method: 'POST',
    route: '/api/admin/super-admins',
    request: async (world) => {
      const { user } = await buildIdentity(world.db, { type: 'teacher', organizationId: world.schoolB.id });
      return { url: '/api/admin/super-admins', payload: { user_id: user.id } };
    },
    expect: superAdminOnly(),
  },
  get('/api/admin/super-admins/:id', (world) => `/api/admin/super-admins/${world.members.superAdmin.id}`),
  {
    method: 'DELETE',
    route: '/api/admin/super-admins/:id',
    request: async (world) => {
      const { identity } = await buildIdentity(world.db, { type: 'super_admin', organizationId: null });
      return { url: `/api/admin/super-admins/${identity.id}` };
    },
    expect: superAdminOnly(),
  },
  get('/api/admin/survey-periods', () => '/api/admin/survey-periods'),
  get('/api/admin/survey-periods/attention', () => '/api/admin/survey-periods/attention'),
  get('/api/admin/survey-periods/recently-closed', () => '/api/admin/survey-periods/recently-closed'),
  {
    method: 'POST',
    route: '/api/admin/survey-periods/close',
    request: async (world) => ({
      url: '/api/admin/survey-periods/close',
      payload: { period_ids: [(await freshPeriod(world)).id] },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/survey-periods/extend',
    request: async (world) => ({
      url: '/api/admin/survey-periods/extend',
      payload: {
        period_ids: [(await freshPeriod(world)).id],
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
    expect: superAdminOnly(),
  },
  get(
    '/api/admin/survey-periods/by-survey/:surveyId',
    (world) => `/api/admin/survey-periods/by-survey/${world.surveyA.survey.id}`,
  ),
  get('/api/admin/survey-periods/:periodId', (world) => `/api/admin/survey-periods/${world.periodA.id}`),
  {
    method: 'PATCH',
    route: '/api/admin/survey-periods/:periodId',
    request: (world) => ({
      url: `/api/admin/survey-periods/${world.periodA.id}`,
      payload: { expected_count: 24 },
    }),
    expect: superAdminOnly(),
  },
  get(
    '/api/admin/survey-periods/:periodId/children',
    (world) => `/api/admin/survey-periods/${world.parentPeriod.id}/children`,
  ),
  {
    method: 'POST',
    route: '/api/admin/survey-periods/:periodId/children',
    request: async (world) => {
      const child = await world.fresh.libraryPeriod({ organizationId: world.schoolB.id });
      const parent = await world.fresh.libraryPeriod();
      return { url: `/api/admin/survey-periods/${parent.id}/children`, payload: { period_id: child.id } };
    },
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/survey-periods/:periodId/children/:childId',
    request: async (world) => {
      const parent = await world.fresh.libraryPeriod();
      const child = await world.fresh.libraryPeriod({
        organizationId: world.schoolB.id,
        parentPeriodId: parent.id,
      });
      return { url: `/api/admin/survey-periods/${parent.id}/children/${child.id}` };
    },
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/survey-periods/:periodId/schools',
    request: async (world) => {
      const parent = await world.fresh.libraryPeriod();
      return {
        url: `/api/admin/survey-periods/${parent.id}/schools`,
        payload: { school_id: world.schoolB.id },
      };
    },
    expect: superAdminOnly(),
  },
  get('/api/admin/survey-tags', () => '/api/admin/survey-tags'),
  {
    method: 'POST',
    route: '/api/admin/survey-tags',
    request: (world) => {
      const name = `Tag ${unique(world)}`;
      return { url: '/api/admin/survey-tags', payload: { name: { en: name, lv: name, ru: name } } };
    },
    expect: superAdminOnly(),
  },
  {
    method: 'PUT',
    route: '/api/admin/survey-tags/:id',
    request: async (world) => {
      const name = `Tag ${unique(world)}`;
      const tag = await world.call('POST', '/api/admin/survey-tags', world.superToken, {
        name: { en: name, lv: name, ru: name },
      });
      return {
        url: `/api/admin/survey-tags/${tag.id}`,
        payload: { name: { en: `${name}!`, lv: name, ru: name } },
      };
    },
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/survey-tags/:id',
    request: async (world) => {
      const name = `Tag ${unique(world)}`;
      const tag = await world.call('POST', '/api/admin/survey-tags', world.superToken, {
        name: { en: name, lv: name, ru: name },
      });
      return { url: `/api/admin/survey-tags/${tag.id}` };
    },
    expect: superAdminOnly(),
  },
  get('/api/admin/surveys', () => '/api/admin/surveys'),
  get('/api/admin/surveys/search', () => '/api/admin/surveys/search?q=climate'),
  get('/api/admin/surveys/:id', (world) => `/api/admin/surveys/${world.surveyA.survey.id}`),
  {
    method: 'PUT',
    route: '/api/admin/surveys/:id/archived',
    request: (world) => ({
      url: `/api/admin/surveys/${world.surveyA.survey.id}/archived`,
      payload: { archived: false },
    }),
    expect: superAdminOnly(),
  },
  get('/api/admin/surveys/:id/versions', (world) => `/api/admin/surveys/${world.surveyA.survey.id}/versions`),
  get(
    '/api/admin/surveys/:id/versions/:number',
    (world) => `/api/admin/surveys/${world.surveyA.survey.id}/versions/1`,
  ),
  get('/api/admin/surveys/:id/periods', (world) => `/api/admin/surveys/${world.surveyA.survey.id}/periods`),
  {
    method: 'PUT',
    route: '/api/admin/surveys/:id/tags',
    request: (world) => ({
      url: `/api/admin/surveys/${world.surveyA.survey.id}/tags`,
      payload: { tag_ids: [] },
    }),
    expect: superAdminOnly(),
  },
  get('/api/admin/schools', () => '/api/admin/schools'),
  {
    method: 'POST',
    route: '/api/admin/schools/:schoolId/respondent-removal/preview',
    request: (world) => ({
      url: `/api/admin/schools/${world.schoolA.id}/respondent-removal/preview`,
      payload: { types: ['parent'], class_ids: [world.classA.id] },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/schools/:schoolId/respondent-removal',
    request: async (world) => ({
      url: `/api/admin/schools/${world.schoolA.id}/respondent-removal`,
      payload: { types: ['parent'], class_ids: [(await world.fresh.class()).id], expected_count: 1 },
    }),
    expect: superAdminOnly(),
    note: 'an empty fresh class, so the super-admin removes nobody (422: the count differs)',
  },
  get('/api/admin/results-share-links', () => '/api/admin/results-share-links'),
  get('/api/admin/imports', () => '/api/admin/imports'),
  get('/api/admin/wordcloud-words', () => '/api/admin/wordcloud-words?language=en'),
  {
    method: 'POST',
    route: '/api/admin/wordcloud-words',
    request: () => ({
      url: '/api/admin/wordcloud-words',
      payload: { language: 'en', word: 'zebra', kind: 'stop' },
    }),
    expect: superAdminOnly(),
  },
  {
    method: 'DELETE',
    route: '/api/admin/wordcloud-words/:id',
    request: async (world) => {
      const word = `word${world.fresh.uuid().replace(/[^a-f]/g, '')}`;
      const row = await world.call('POST', '/api/admin/wordcloud-words', world.superToken, {
        language: 'en',
        word,
        kind: 'hidden',
      });
      return { url: `/api/admin/wordcloud-words/${row.id}` };
    },
    expect: superAdminOnly(),
  },
];
