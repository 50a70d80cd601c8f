import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import type { OwnClassLink } from '../../queries/classLinks';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt } from '../../test/screenTestKit';
import { TeacherClassLinksScreen } from './TeacherClassLinksScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const link = (classId: number, name: string, status: OwnClassLink['period']['status']): OwnClassLink => ({
  period: {
    id: 40 + classId,
    name: `Ziema 2026 ${name}`,
    languages: ['lv'],
    starts_at: '2026-11-20T08:00:00Z',
    ends_at: '2026-12-20T08:00:00Z',
    closed_at: null,
    status,
  },
  survey_title: { en: 'Student wellbeing' },
  class: { id: classId, name },
  poll_id: 100 + classId,
  url_token: `class-${classId}`,
  expected: 24,
  finished: 3,
  codes: 0,
  codes_used: 0,
});

describe('/school/teacher/class-links', () => {
  it('opens the class session of a running survey from its class, and not of one yet to start', async () => {
    await signInSchoolAdmin(
      {},
      {
        [`GET school/${school.id}/my-class-links`]: ok([
          link(11, '7.a', 'open'),
          link(12, '8.b', 'upcoming'),
        ]),
      },
    );
    renderAt(<TeacherClassLinksScreen />, '/school/teacher/class-links');
    const running = await screen.findByRole('region', { name: '7.a' });
    expect(running.querySelector(`a[href="/school/class-session/51/11"]`)?.textContent).toBe(
      en.dashboards.running.open_session,
    );
    const upcoming = screen.getByRole('region', { name: '8.b' });
    expect(upcoming.querySelector('a[href^="/school/class-session/"]')).toBeNull();
  });
});
