import { allowed, everyone, type MatrixRow, pdf, schoolA, signedIn, superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

/**
 * Action plans on school A's period (docs/ROLES.md): its results readers manage them, a teacher with results
 * access only plans on its own classes, the organisation reads them; the success-plan library is edited by
 * super-admins. Plans are made by school A's admin (or the teacher with results access) through the API.
 */
const planBody = (world: AuthorizationWorld) => ({
  period_id: world.periodA.id,
  title: 'Feel safe',
  focus: [{ kind: 'pillar', ref: 'p1', goal: 70 }],
});

const newPlan = async (world: AuthorizationWorld, token = world.adminToken): Promise<{ id: number }> =>
  world.call('POST', '/api/action-plans', token, planBody(world));

const shared = new WeakMap<AuthorizationWorld, Promise<{ id: number }>>();
/** One school-wide plan for the rows that only read. */
const planOf = (world: AuthorizationWorld) => {
  if (!shared.has(world)) shared.set(world, newPlan(world));
  return shared.get(world) as Promise<{ id: number }>;
};

const newAction = async (world: AuthorizationWorld) => {
  const plan = await newPlan(world);
  const action: { id: number } = await world.call(
    'POST',
    `/api/action-plans/${plan.id}/actions`,
    world.adminToken,
    {
      title: 'Agree class rules',
    },
  );
  return { plan, action };
};

/** A school-wide plan of school A: a teacher with results access on its own classes does not see it. */
const readers = schoolA({
  student: 403,
  teacher: 403,
  teacherResults: 403,
  schoolAdmin: allowed,
  organizationAdmin: allowed,
});
const editors = { ...readers, organizationAdmin: 403 } as const;

const planRoute = (
  method: MatrixRow['method'],
  route: string,
  expect: MatrixRow['expect'],
  payload?: object,
  fresh = false,
): MatrixRow => ({
  method,
  route: `/api/action-plans/:id${route}`,
  request: async (world) => ({
    url: `/api/action-plans/${(await (fresh ? newPlan(world) : planOf(world))).id}${route}`,
    payload,
  }),
  expect,
});

export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/action-plans',
    request: () => ({ url: '/api/action-plans' }),
    expect: signedIn({ student: 403, teacher: 403 }),
    note: 'each caller lists the plans of its own schools (another school: an empty list)',
  },
  {
    method: 'POST',
    route: '/api/action-plans',
    request: (world) => ({ url: '/api/action-plans', payload: planBody(world) }),
    expect: schoolA({
      student: 403,
      teacher: 403,
      teacherResults: allowed,
      schoolAdmin: allowed,
      organizationAdmin: 403,
    }),
    note: 'a teacher with results access makes a plan on its own classes',
  },
  {
    method: 'GET',
    route: '/api/action-plans/my-actions',
    request: () => ({ url: '/api/action-plans/my-actions' }),
    expect: signedIn(),
  },
  {
    method: 'GET',
    route: '/api/action-plans/published',
    request: () => ({ url: '/api/action-plans/published' }),
    expect: signedIn(),
    note: "each caller gets its own school's published plans",
  },
  planRoute('GET', '', readers),
  {
    method: 'GET',
    route: '/api/action-plans/:id',
    case: "a teacher's plan on its own classes",
    request: async (world) => ({
      url: `/api/action-plans/${(await newPlan(world, world.tokens.teacherResults as string)).id}`,
    }),
    expect: { ...readers, teacherResults: allowed },
  },
  planRoute('PATCH', '', editors, { title: 'Feel safe at school' }),
  planRoute('DELETE', '', editors, undefined, true),
  planRoute('POST', '/publish', editors, { published: false }),
  planRoute('GET', '/public-preview', editors),
  planRoute('GET', '/owners', editors),
  { ...planRoute('GET', '/pdf', readers), file: [pdf] },
  planRoute('POST', '/actions', editors, { title: 'Agree class rules' }),
  {
    method: 'PATCH',
    route: '/api/action-plans/:id/actions/:actionId',
    request: async (world) => {
      const { plan, action } = await newAction(world);
      return { url: `/api/action-plans/${plan.id}/actions/${action.id}`, payload: { status: 'done' } };
    },
    expect: editors,
  },
  {
    method: 'DELETE',
    route: '/api/action-plans/:id/actions/:actionId',
    request: async (world) => {
      const { plan, action } = await newAction(world);
      return { url: `/api/action-plans/${plan.id}/actions/${action.id}` };
    },
    expect: editors,
  },
  {
    method: 'GET',
    route: '/api/success-plan/:token',
    request: async (world) => {
      const plan = await newPlan(world);
      const published = await world.call('POST', `/api/action-plans/${plan.id}/publish`, world.adminToken, {
        published: true,
      });
      return { url: `/api/success-plan/${published.published.token}` };
    },
    expect: everyone(),
    note: 'the public "You said, we did" page: its unguessable address is the key',
  },
  {
    method: 'GET',
    route: '/api/success-plans',
    request: () => ({ url: '/api/success-plans' }),
    expect: signedIn({ student: 403, teacher: 403 }),
    note: 'those who work on action plans pick from the library',
  },
  {
    method: 'GET',
    route: '/api/admin/success-plans',
    request: () => ({ url: '/api/admin/success-plans' }),
    expect: superAdminOnly(),
  },
  {
    method: 'POST',
    route: '/api/admin/success-plans',
    request: () => ({ url: '/api/admin/success-plans', payload: successPlanBody }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/success-plans/:id',
    request: async (world) => ({ url: `/api/admin/success-plans/${(await successPlanOf(world)).id}` }),
    expect: superAdminOnly(),
  },
  {
    method: 'PATCH',
    route: '/api/admin/success-plans/:id',
    request: async (world) => ({
      url: `/api/admin/success-plans/${(await successPlanOf(world)).id}`,
      payload: { time_needed: { en: 'A term' } },
    }),
    expect: superAdminOnly(),
  },
];

const successPlanBody = {
  focus_kind: 'pillar',
  focus_ref: 'p1',
  title: { en: 'Class rules' },
  why: { en: 'Clear rules help.' },
  steps: { en: '1. Agree them.' },
  time_needed: { en: 'A lesson' },
  sources: [],
};

const successPlans = new WeakMap<AuthorizationWorld, Promise<{ id: number }>>();
const successPlanOf = (world: AuthorizationWorld) => {
  if (!successPlans.has(world))
    successPlans.set(
      world,
      world.call('POST', '/api/admin/success-plans', world.superToken, successPlanBody),
    );
  return successPlans.get(world) as Promise<{ id: number }>;
};
