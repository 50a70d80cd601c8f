import type { AdminPeriod } from '../queries/adminPeriods';

/** A school period as the back office lists it. */
export function adminPeriod(overrides: Partial<AdminPeriod> = {}): AdminPeriod {
  return {
    id: 11,
    name: 'Spring wellbeing',
    kind: 'school',
    survey: { id: 3, uuid: 'u-3', title: { en: 'Student wellbeing' } },
    survey_version_id: 4,
    version: 1,
    organization: { id: 21, name: 'Demo School', type: 'school' },
    parent_period_id: null,
    starts_at: '2026-03-01T00:00:00.000Z',
    ends_at: '2026-03-20T00:00:00.000Z',
    closed_at: null,
    status: 'open',
    anonymous: true,
    exclude_from_benchmarks: false,
    progress: { finished: 4, expected: 20 },
    school_year: { year: 2025, name: '2025/26' },
    ...overrides,
  };
}
