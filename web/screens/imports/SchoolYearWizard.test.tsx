import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import type { SchoolYearPlan } from '../../queries/imports';
import { renderScreen } from '../../test/renderScreen';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok } from '../../test/screenTestKit';
import { SchoolYearWizard } from './SchoolYearWizard';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const plan: SchoolYearPlan = {
  last_grade: 12,
  classes: [{ id: 1, name: '7.a', grade: 7, students: 20, action: 'promote', new_name: '8.a', new_grade: 8 }],
  conflicts: [],
  counts: { promoted: 1, graduating_classes: 0, graduating_students: 0, kept: 0 },
  school_year: {
    year: 2026,
    name: 'Mācību gads 2026',
    starts_on: '2026-08-17',
    ends_on: '2027-06-30',
    own: true,
  },
  already_started_at: null,
};

describe('the new school year wizard', () => {
  it("names the school's own school year the classes move into, with its days", async () => {
    await signInSchoolAdmin(
      { manage_respondents: true },
      { [`GET school/${school.id}/school-year`]: ok(plan) },
    );
    renderScreen(<SchoolYearWizard schoolId={school.id} />);
    const target = await screen.findByText(/The classes move into the school year Mācību gads 2026/);
    expect(target.textContent).toMatch(/Aug 17, 2026 – Jun 30, 2027/);
    expect(screen.getByText(en.imports.school_year.target_own)).toBeInTheDocument();
    expect(screen.queryByText(/were already moved/)).not.toBeInTheDocument();
  });

  it('says the 1 September rule holds without school years of its own, and warns when already started', async () => {
    await signInSchoolAdmin(
      { manage_respondents: true },
      {
        [`GET school/${school.id}/school-year`]: ok({
          ...plan,
          school_year: {
            year: 2026,
            name: '2026/27',
            starts_on: '2026-09-01',
            ends_on: '2027-08-31',
            own: false,
          },
          already_started_at: '2026-09-02T07:00:00.000Z',
        }),
      },
    );
    renderScreen(<SchoolYearWizard schoolId={school.id} />);
    expect(await screen.findByText(en.imports.school_year.target_default)).toBeInTheDocument();
    expect(
      screen.getByText(/The classes were already moved into 2026\/27 on Sep 2, 2026/),
    ).toBeInTheDocument();
  });
});
