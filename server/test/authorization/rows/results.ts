import { schoolYearOf } from '../../../services/benchmarks/benchmarkQueries';
import { termOf } from '../../../services/schoolsView/viewPeriods';
import { allowed, everyone, type MatrixRow, pdf, schoolA, signedIn, xlsx } from '../matrix';
import type { AuthorizationWorld } from '../world';

/**
 * Results of school A's period and of the organisation's parent period over schools A and B. A school-level
 * viewer reads its own school's part of a parent period, never another school's class (issue 13 finding 1),
 * and makes no share link or export of the whole parent period.
 */
const ofPeriodA = (world: AuthorizationWorld) => ({ type: 'period', id: world.periodA.id });
const ofParent = (world: AuthorizationWorld) => ({ type: 'parent_period', id: world.parentPeriod.id });

/** School A's period: its results readers; a teacher with results access reads its own classes. */
const readersOfA = schoolA({
  student: 403,
  teacher: 403,
  teacherResults: allowed,
  schoolAdmin: allowed,
  organizationAdmin: allowed,
});

/** The parent period as a whole: each member school's viewers read their own part; outsiders 404. */
const readersOfParent = { ...readersOfA, siblingAdmin: allowed };

/**
 * Another member school's class inside the parent period: only the organisation, school B and super-admins.
 * To school A's readers that class does not exist (404), as a missing one.
 */
const schoolBThroughParent = { ...readersOfParent, teacherResults: 404, schoolAdmin: 404 } as const;

/**
 * What only those who see all of the parent period may do (heat map, share links, exports of the whole):
 * a member school's readers see the period, so they are told it is not theirs to do (403).
 */
const wholeParent = { ...readersOfA, teacherResults: 403, schoolAdmin: 403, siblingAdmin: 403 } as const;

/** Made by school A's admin for period A: share links and question filters need all of the period. */
const periodAEditors = { ...readersOfA, teacherResults: 403 } as const;

const post = (
  route: string,
  body: (world: AuthorizationWorld) => object,
  expect: MatrixRow['expect'],
  extra: Partial<MatrixRow> = {},
): MatrixRow => ({
  method: 'POST',
  route,
  request: (world) => ({ url: route, payload: body(world) }),
  expect,
  ...extra,
});

/** Schools side by side: organisation admins and super-admins (and readers given property values); everyone else 403. */
const schoolsSideBySide = {
  ...signedIn(),
  student: 403,
  teacher: 403,
  teacherResults: 403,
  schoolAdmin: 403,
  siblingAdmin: 403,
  foreignAdmin: 403,
  solo: 403,
} as const;

/** The library survey's parent period over schools A and B, by its school year and term. */
const ofLibrarySpan = (world: AuthorizationWorld) =>
  `survey_id=${world.library.survey.id}&school_year=${schoolYearOf(world.parentPeriod.startsAt)}&term=${termOf(world.parentPeriod.startsAt)}`;

const freshShare = (world: AuthorizationWorld) =>
  world.call('POST', '/api/results/v2/share', world.adminToken, { period_id: world.periodA.id });

export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/results/v2/schools-view/choices',
    request: () => ({ url: '/api/results/v2/schools-view/choices' }),
    expect: schoolsSideBySide,
  },
  {
    method: 'GET',
    route: '/api/results/v2/schools-view',
    request: (world) => ({ url: `/api/results/v2/schools-view?${ofLibrarySpan(world)}` }),
    expect: schoolsSideBySide,
    note: 'schools × themes of a survey in a term names every school: for those above the schools',
  },
  {
    method: 'GET',
    route: '/api/results/v2/schools-view/file/:format',
    request: (world) => ({ url: `/api/results/v2/schools-view/file/xlsx?${ofLibrarySpan(world)}` }),
    file: [xlsx, pdf],
    expect: schoolsSideBySide,
  },
  {
    method: 'GET',
    route: '/api/results/v2/periods',
    request: () => ({ url: '/api/results/v2/periods' }),
    expect: signedIn({ student: 403, teacher: 403 }),
    note: 'each caller lists the periods it may read',
  },
  post('/api/results/v2/summary', (world) => ({ period_identifiers: ofPeriodA(world) }), readersOfA),
  post('/api/results/v2/summary', (world) => ({ period_identifiers: ofParent(world) }), readersOfParent, {
    case: 'parent period',
  }),
  post(
    '/api/results/v2/summary',
    (world) => ({ period_identifiers: ofParent(world), filters: { class: [world.schoolBClass.id] } }),
    schoolBThroughParent,
    { case: "parent period filtered to school B's class" },
  ),
  post('/api/results/v2/themes', (world) => ({ period_identifiers: ofPeriodA(world) }), readersOfA, {
    note: 'strengths and areas to work on: tested on respondent rows, only verdicts leave the server',
  }),
  post(
    '/api/results/v2/themes',
    (world) => ({ period_identifiers: ofParent(world), filters: { class: [world.schoolBClass.id] } }),
    schoolBThroughParent,
    { case: "parent period filtered to school B's class" },
  ),
  post(
    '/api/results/v2/texts',
    (world) => ({ period_identifiers: ofPeriodA(world), question_id: 'note' }),
    readersOfA,
  ),
  post(
    '/api/results/v2/texts',
    (world) => ({
      period_identifiers: ofParent(world),
      filters: { class: [world.schoolBClass.id] },
      question_id: 'note',
    }),
    schoolBThroughParent,
    { case: "parent period, school B's class" },
  ),
  post(
    '/api/results/v2/compare',
    (world) => ({ period_identifiers: ofPeriodA(world), compare_identifiers: ofPeriodA(world) }),
    readersOfA,
  ),
  post('/api/results/v2/filters', (world) => ({ period_identifiers: ofPeriodA(world) }), readersOfA),
  post('/api/results/v2/filters', (world) => ({ period_identifiers: ofParent(world) }), readersOfParent, {
    case: 'parent period',
  }),
  post('/api/results/v2/heatmap', (world) => ({ period_identifiers: ofParent(world) }), wholeParent, {
    note: 'the school × theme heat map names every school: for those above the schools',
  }),
  post('/api/results/v2/share', (world) => ({ period_id: world.periodA.id }), periodAEditors),
  post('/api/results/v2/share', (world) => ({ period_id: world.parentPeriod.id }), wholeParent, {
    case: 'parent period',
  }),
  {
    method: 'GET',
    route: '/api/results/v2/share',
    request: (world) => ({ url: `/api/results/v2/share?period_id=${world.periodA.id}` }),
    expect: periodAEditors,
  },
  {
    method: 'DELETE',
    route: '/api/results/v2/share/:id',
    request: async (world) => ({ url: `/api/results/v2/share/${(await freshShare(world)).id}` }),
    expect: periodAEditors,
  },
  post(
    '/api/results/v2/exports',
    (world) => ({ kind: 'xlsx', request: { period_identifiers: ofPeriodA(world) } }),
    readersOfA,
  ),
  post(
    '/api/results/v2/exports',
    (world) => ({ kind: 'xlsx', request: { period_identifiers: ofParent(world) } }),
    wholeParent,
    { case: 'whole parent period' },
  ),
  ...['/api/results/v2/exports/:id', '/api/results/v2/exports/:id/file'].map(
    (route): MatrixRow => ({
      method: 'GET',
      route,
      request: (world) => ({ url: route.replace(':id', world.exportId) }),
      expect: { ...everyone(404), anonymous: 401, schoolAdmin: allowed },
      ...(route.endsWith('/file') ? { file: [xlsx, pdf] } : {}),
      note: 'an export is for the identity that asked for it only',
    }),
  ),
  {
    method: 'GET',
    route: '/api/results/shared/:token',
    request: (world) => ({ url: `/api/results/shared/${world.share.token}` }),
    expect: everyone(),
  },
  ...(['summary', 'themes', 'texts', 'compare', 'filters', 'heatmap'] as const).map(
    (read): MatrixRow => ({
      method: 'POST',
      route: `/api/results/shared/:token/${read}`,
      request: (world) => ({
        url: `/api/results/shared/${world.share.token}/${read}`,
        payload: {
          period_identifiers: ofPeriodA(world),
          compare_identifiers: ofPeriodA(world),
          question_id: 'note',
        },
      }),
      expect: everyone(),
      note: 'the link is the key; it reads its own period only',
    }),
  ),
  post(
    '/api/events',
    (world) => ({ category: 'Results', action: 'open', details: { mode: 'school', ...ofPeriodA(world) } }),
    { ...readersOfA, anonymous: 404 },
    {
      case: "a results usage event naming school A's period",
      note: "the usage figures count it for school A: only its results' readers may write one",
    },
  ),
  post(
    '/api/events',
    (world) => ({
      category: 'Results',
      action: 'open',
      details: { mode: 'shared', ...ofPeriodA(world), share_token: world.share.token },
    }),
    everyone(),
    { case: "school A's period opened through its share link", note: 'the link is the key' },
  ),
  {
    method: 'GET',
    route: '/api/results/demo',
    request: () => ({ url: '/api/results/demo' }),
    expect: everyone(),
  },
  ...(['summary', 'themes', 'texts', 'compare', 'filters'] as const).map(
    (read): MatrixRow => ({
      method: 'POST',
      route: `/api/results/demo/${read}`,
      request: async (world) => {
        const demo = await world.app.inject({ method: 'GET', url: '/api/results/demo' });
        const id = demo.statusCode === 200 ? demo.json().data.id : 1;
        const identifiers = { type: 'period', id };
        return {
          url: `/api/results/demo/${read}`,
          payload: { period_identifiers: identifiers, compare_identifiers: identifiers, question_id: 'note' },
        };
      },
      expect: everyone(),
    }),
  ),
  {
    method: 'POST',
    route: '/api/results/:id/filters',
    request: (world) => ({
      url: `/api/results/${world.periodA.id}/filters`,
      payload: { question_id: 'clubs', name: `Clubs ${world.fresh.uuid().slice(0, 4)}` },
    }),
    expect: periodAEditors,
  },
  {
    method: 'GET',
    route: '/api/results/:id/filters/visibility',
    request: (world) => ({ url: `/api/results/${world.periodA.id}/filters/visibility` }),
    expect: readersOfA,
  },
  {
    method: 'PUT',
    route: '/api/results/:id/filters/visibility',
    request: (world) => ({
      url: `/api/results/${world.periodA.id}/filters/visibility`,
      payload: { filters: [{ id: world.filterId, visibility: true }] },
    }),
    expect: periodAEditors,
  },
  {
    method: 'GET',
    route: '/api/results/:id/filters/:filterId',
    request: (world) => ({ url: `/api/results/${world.periodA.id}/filters/${world.filterId}` }),
    expect: readersOfA,
  },
  {
    method: 'PUT',
    route: '/api/results/:id/filters/:filterId',
    request: (world) => ({
      url: `/api/results/${world.periodA.id}/filters/${world.filterId}`,
      payload: { name: 'Feels safe' },
    }),
    expect: periodAEditors,
  },
  {
    method: 'DELETE',
    route: '/api/results/:id/filters/:filterId',
    request: async (world) => {
      const filter = await world.call('POST', `/api/results/${world.periodA.id}/filters`, world.adminToken, {
        question_id: 'safe',
        name: `Gone ${world.fresh.uuid().slice(0, 4)}`,
      });
      return { url: `/api/results/${world.periodA.id}/filters/${filter.id}` };
    },
    expect: periodAEditors,
  },
];
