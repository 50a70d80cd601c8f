import { type MatrixRow, superAdminOnly } from '../matrix';

/** Running the platform (issue 17): the event log download, the terms editor, languages, files, client uploads. */
export const rows: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/admin/event-log.csv',
    request: (world) => ({
      url: `/api/admin/event-log.csv?from=2026-01-01&to=2026-12-31&organization_id=${world.schoolA.id}`,
    }),
    expect: superAdminOnly(),
  },
];
