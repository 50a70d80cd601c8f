import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import type { CurrentSchool } from '../../auth/userTypes';
import type { ParentPeriod } from '../../queries/parentPeriods';
import { failure, ok, renderAt, stubApi } from '../auth/authTestKit';
import { ParentPeriodsOverview } from './ParentPeriodsOverview';

afterEach(() => vi.unstubAllGlobals());

const organization: CurrentSchool = {
  id: 5,
  name: 'Demo Municipality',
  slug: 'demo-municipality',
  type: 'organization',
  city: null,
  country: 'LV',
  languages: ['lv'],
  default_language: 'lv',
  parent_id: null,
  sso_enabled: false,
};

const period: ParentPeriod = {
  id: 70,
  name: 'Municipality wellbeing',
  survey: { uuid: 'u', title: { en: 'Student wellbeing' }, audience: 'student' },
  survey_version_id: 4,
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: '2099-03-20T00:00:00.000Z',
  closed_at: null,
  status: 'open',
  anonymous: true,
  languages: ['en'],
  audience: { classIds: [], groupIds: [], grades: [7], teachers: false, parents: false, publicLink: false },
  progress: { finished: 5, expected: 30 },
  children: [
    {
      id: 71,
      name: 'Municipality wellbeing',
      school: { id: 8, name: 'North School' },
      starts_at: '2026-03-01T00:00:00.000Z',
      ends_at: '2099-03-20T00:00:00.000Z',
      closed_at: null,
      status: 'open',
      progress: { finished: 5, expected: 10 },
    },
  ],
};

const page = ok({ ...organization, parent: null, schools: [{ id: 8, name: 'North School' }] });

describe('ParentPeriodsOverview', () => {
  it('shows each school of a parent period and closes it early after confirmation', async () => {
    const api = stubApi({
      'GET organization/5/parent-periods': ok([period]),
      'GET organizations/by-slug/demo-municipality': page,
      'POST organization/5/parent-periods/70/close': ok({ ...period, status: 'closed' }),
    });
    renderAt(<ParentPeriodsOverview organization={organization} />, '/organization/surveys');
    expect(await screen.findByText('North School')).toBeInTheDocument();
    expect(screen.getByText('5 / 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.parent_periods.close.action }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en.parent_periods.close.action }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'organization/5/parent-periods/70/close')).toHaveLength(1),
    );
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    stubApi({
      'GET organization/5/parent-periods': [ok([]), failure(500, 'internal_error', 'boom')],
      'GET organizations/by-slug/demo-municipality': page,
    });
    const { unmount } = renderAt(
      <ParentPeriodsOverview organization={organization} />,
      '/organization/surveys',
    );
    expect(await screen.findByText(en.parent_periods.none)).toBeInTheDocument();
    unmount();
  });

  it('asks for what is missing before running a survey for the schools', async () => {
    stubApi({
      'GET organization/5/parent-periods': ok([]),
      'GET organizations/by-slug/demo-municipality': page,
      'GET surveys': ok([]),
    });
    renderAt(<ParentPeriodsOverview organization={organization} />, '/organization/surveys');
    const open = await screen.findByRole('button', { name: en.parent_periods.run.open });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    await userEvent.click(await screen.findByRole('button', { name: en.parent_periods.run.submit }));
    expect(await screen.findByText(en.parent_periods.run.missing.survey)).toBeInTheDocument();
  });
});
