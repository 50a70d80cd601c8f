import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { eventLogBatches } from '../../services/eventLog/eventLogBatches';
import { buildSchool } from '../../test/factories';
import { roleTokens } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';

/** Parses the CSV the route sends (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const next = text[index + 1];
    index += 1;
    if (quoted && char === '"' && next === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && next === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  return rows;
}

describe('event log download', () => {
  const { send, db, deps } = superAdminTestApp();
  const url = (query: string) => `/api/admin/event-log.csv?${query}`;

  async function eventsOf(organizationId: number, schoolId: number) {
    return db()
      .insert(events)
      .values([
        {
          createdAt: new Date('2026-03-01T10:00:00Z'),
          orgId: organizationId,
          identityId: 7,
          identityType: 'organization_admin',
          category: 'Results',
          action: 'opened',
        },
        {
          createdAt: new Date('2026-03-02T23:59:59Z'),
          orgId: schoolId,
          identityId: 8,
          identityType: 'teacher',
          category: 'Login',
          action: '=HYPERLINK("x")',
          details: { note: 'a, "quoted"\nline' },
        },
        {
          createdAt: new Date('2026-03-03T00:00:00Z'),
          orgId: schoolId,
          identityId: 8,
          identityType: 'teacher',
          category: 'Login',
          action: 'after the range',
        },
      ])
      .returning();
  }

  it('streams the events of the dates, organisation (with its schools), category and identity as safe CSV', async () => {
    const { school, parent } = await buildSchool(db());
    const [first, second] = await eventsOf(parent.id, school.id);

    const response = await send('GET', url(`from=2026-03-01&to=2026-03-02&organization_id=${parent.id}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="events-2026-03-01-2026-03-02\.csv";/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'id',
      'created_at',
      'identity_id',
      'identity_type',
      'org_id',
      'category',
      'action',
      'details',
      'user_id',
      'impersonator_user_id',
    ]);
    expect(rows.map((row) => Number(row[0]))).toEqual([first.id, second.id]);
    expect(rows[1]).toEqual([
      String(second.id),
      '2026-03-02T23:59:59.000Z',
      '8',
      'teacher',
      String(school.id),
      'Login',
      `'=HYPERLINK("x")`,
      '{"note":"a, \\"quoted\\"\\nline"}',
      '',
      '',
    ]);

    const byCategory = await send(
      'GET',
      url(`from=2026-03-01&to=2026-03-03&organization_id=${school.id}&category=Login&identity_id=8`),
    );
    expect(
      parseCsv(byCategory.body.slice(1))
        .slice(1)
        .map((row) => row[6]),
    ).toEqual([`'=HYPERLINK("x")`, 'after the range']);
  });

  it('reads the events in batches after the last id, never all at once', async () => {
    const { school, parent } = await buildSchool(db());
    const written = await eventsOf(parent.id, school.id);
    const batches = [];
    for await (const batch of eventLogBatches(
      db(),
      { from: new Date('2026-01-01'), until: new Date('2027-01-01'), organizationId: parent.id },
      2,
    )) {
      batches.push(batch.map((row) => row.id));
    }
    expect(batches).toEqual([[written[0].id, written[1].id], [written[2].id]]);
  });

  it('records the download itself', async () => {
    const { school } = await buildSchool(db());
    const response = await send('GET', url(`from=2025-01-01&to=2025-12-31&organization_id=${school.id}`));
    expect(response.statusCode).toBe(200);
    const rows = await db().select().from(events);
    expect(
      rows.some((row) => row.action === 'event log downloaded' && row.details.organization_id === school.id),
    ).toBe(true);
  });

  it('refuses bad filters naming the field', async () => {
    const cases: [string, string, number][] = [
      ['to=2026-01-01', 'from', 400],
      ['from=2026-13-01&to=2026-12-01', 'from', 400],
      ['from=2026-02-01&to=2026-01-01', 'to', 400],
      ['from=2025-01-01&to=2026-03-01', 'to', 400],
      ['from=2026-01-01&to=2026-01-02&organization_id=abc', 'organization_id', 400],
      ['from=2026-01-01&to=2026-01-02&organization_id=2147483647', 'organization_id', 422],
      ['from=2026-01-01&to=2026-01-02&identity_id=0', 'identity_id', 400],
      [`from=2026-01-01&to=2026-01-02&category=${'x'.repeat(101)}`, 'category', 400],
    ];
    for (const [query, field, status] of cases) {
      const response = await send('GET', url(query));
      expect(response.statusCode, query).toBe(status);
      expect(JSON.stringify(response.json().errors ?? response.json().message), query).toContain(field);
    }
  });

  it('answers super-admins only: anonymous 401, every other role 403', async () => {
    const world = await buildSchool(db());
    const tokens = await roleTokens(deps(), world);
    const query = url('from=2026-01-01&to=2026-01-02');
    expect((await send('GET', query, undefined, null)).statusCode).toBe(401);
    for (const token of Object.values(tokens.members)) {
      expect((await send('GET', query, undefined, token)).statusCode).toBe(403);
    }
    expect((await send('GET', query, undefined, tokens.superAdmin)).statusCode).toBe(200);
  });
});
