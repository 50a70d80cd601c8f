import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { CampaignListView } from './CampaignListView';

afterEach(() => vi.unstubAllGlobals());

const period = {
  id: 31,
  name: 'Winter 2026',
  kind: 'school',
  survey: { id: 2, uuid: 'u', title: { en: 'Parents survey', lv: 'Vecāku aptauja' } },
  survey_version_id: 5,
  version: 1,
  organization: { id: 9, name: 'Rīgas 1. vidusskola', type: 'school' },
  parent_period_id: null,
  starts_at: '2026-11-23T00:00:00.000Z',
  ends_at: '2026-12-25T00:00:00.000Z',
  closed_at: null,
  status: 'open',
  anonymous: true,
  exclude_from_benchmarks: false,
  progress: { finished: 0, expected: 10 },
};

describe('the invitation manager list', () => {
  it("creates a campaign for a period found by its school's name, and shows the server's refusal", async () => {
    const api = stubApi({
      'GET super-admin/invitation-manager': ok([]),
      'GET admin/survey-periods': ok([period]),
      'POST super-admin/invitation-manager': [
        failure(422, 'validation_failed', 'Invalid surveyPeriod.id given'),
        ok({ id: 77 }),
      ],
    });
    renderAt(<CampaignListView />, '/admin/invitation-manager');
    const submit = await screen.findByRole('button', { name: en.invitations.create.submit });
    await userEvent.type(
      screen.getByRole('textbox', { name: en.invitations.create.name }),
      'Parents, winter',
    );
    expect(submit).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: en.invitations.create.period }), 'Rīgas');
    await userEvent.click(
      await screen.findByRole('option', { name: /^Rīgas 1\. vidusskola — Winter 2026/, hidden: true }),
    );
    await waitFor(() => expect(api.calls.some((call) => call.path === 'admin/survey-periods')).toBe(true));
    await userEvent.click(submit);
    expect(await screen.findByText('Invalid surveyPeriod.id given')).toBeInTheDocument();
    expect(api.callsTo('POST', 'super-admin/invitation-manager')[0].body).toEqual({
      name: 'Parents, winter',
      surveyPeriodId: 31,
    });

    await userEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/invitation-manager/77/recipients'),
    );
  });
});
