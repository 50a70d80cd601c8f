import { allowed, csv, type MatrixRow, superAdminOnly } from '../matrix';

/**
 * /metrics: super-admins read the platform, an organisation's admin its schools; nobody else (a school's admin
 * and a solo account too: 403). Results usage is the back office's.
 */
export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/metrics',
    request: () => ({ url: '/api/metrics?from=2026-01-01&to=2026-12-31' }),
    expect: superAdminOnly({ organizationAdmin: allowed }),
  },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/results-usage',
    request: (world) => ({ url: `/api/admin/organizations/${world.organization.id}/results-usage` }),
    expect: superAdminOnly(),
  },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/results-usage.csv',
    request: (world) => ({ url: `/api/admin/organizations/${world.organization.id}/results-usage.csv` }),
    file: [csv],
    expect: superAdminOnly(),
  },
];
