import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { adminPeriod } from '../../test/adminPeriodsTestData';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { RecentlyClosedPeriodsScreen } from './RecentlyClosedPeriodsScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.admin_periods.recently_closed;
const path = '/admin/recently-closed-periods';

describe('RecentlyClosedPeriodsScreen', () => {
  it('lists each period with its school, survey, close, responses and a link to its results', async () => {
    stubApi({
      'GET admin/survey-periods/recently-closed': ok([
        {
          ...adminPeriod({ status: 'closed', progress: { finished: 17, expected: 20 } }),
          ended_at: '2026-03-20T00:00:00.000Z',
        },
        {
          ...adminPeriod({ id: 30, name: 'Municipality run', kind: 'parent', status: 'closed' }),
          organization: { id: 5, name: 'Demo Municipality', type: 'organization' },
          ended_at: '2026-03-19T00:00:00.000Z',
        },
      ]),
    });
    renderAt(<RecentlyClosedPeriodsScreen />, path);
    const name = await screen.findByRole('link', { name: 'Spring wellbeing' });
    expect(name).toHaveAttribute('href', '/admin/period-props/11');
    const row = within(name.closest('tr') as HTMLElement);
    expect(row.getByText('Demo School')).toBeInTheDocument();
    expect(row.getByText('Student wellbeing')).toBeInTheDocument();
    expect(row.getByText('17')).toBeInTheDocument();
    expect(row.getByText(/2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open results: Spring wellbeing' })).toHaveAttribute(
      'href',
      '/v2/school/teacher/results/11',
    );
    expect(screen.getByRole('link', { name: 'Open results: Municipality run' })).toHaveAttribute(
      'href',
      '/v2/organization/results/open/parent_period/30',
    );
  });

  it('says so when no period closed lately', async () => {
    stubApi({ 'GET admin/survey-periods/recently-closed': ok([]) });
    renderAt(<RecentlyClosedPeriodsScreen />, path);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('shows the refusal when the server refuses', async () => {
    stubApi({
      'GET admin/survey-periods/recently-closed': failure(403, 'forbidden', 'Only a super-admin can do this'),
    });
    renderAt(<RecentlyClosedPeriodsScreen />, path);
    expect(await screen.findByText('Only a super-admin can do this')).toBeInTheDocument();
  });
});
