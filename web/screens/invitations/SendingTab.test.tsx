import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schoolMoment } from '../../../common/schoolDates';
import en from '../../../locales/en.json';
import type { CampaignDetail } from '../../queries/invitationCampaigns';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SendingTab } from './SendingTab';

afterEach(() => vi.unstubAllGlobals());

const campaign = { id: 8, rounds: [] } as unknown as CampaignDetail;
const label = en.invitations.sending.date;

describe('the sending tab', () => {
  it('schedules a round on a day and time chosen in the app’s own lists, not the browser’s date box', async () => {
    const api = stubApi({ 'POST super-admin/invitation-manager/8/sendings': ok({ id: 1 }) });
    renderAt(<SendingTab campaign={campaign} />, '/admin/invitation-manager/8/sending');
    const schedule = screen.getByRole('button', { name: en.invitations.sending.schedule });
    expect(schedule).toBeDisabled();
    fireEvent.change(screen.getByRole('combobox', { name: `${label}: Day` }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: `${label}: Month` }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('combobox', { name: `${label}: Year` }), {
      target: { value: String(new Date().getFullYear() + 1) },
    });
    fireEvent.change(screen.getByRole('combobox', { name: en.invitations.sending.time }), {
      target: { value: '09:30' },
    });
    await userEvent.click(schedule);
    await waitFor(() =>
      expect(api.callsTo('POST', 'super-admin/invitation-manager/8/sendings')).toHaveLength(1),
    );
    const year = new Date().getFullYear() + 1;
    // 09:30 on the school's clock (Riga), whatever the browser's.
    expect(api.callsTo('POST', 'super-admin/invitation-manager/8/sendings')[0].body).toEqual({
      kind: 'invitation',
      scheduled_at: schoolMoment(`${year}-12-03`, 9, 30)?.toISOString(),
    });
  });

  it('asks before sending now: how many mails, in which language; nothing goes without a yes', async () => {
    const api = stubApi({
      'GET super-admin/invitation-manager/8/sendings/audience': ok({
        total: 3,
        languages: [{ language: 'lv', count: 3 }],
      }),
      'POST super-admin/invitation-manager/8/sendings': ok({ id: 1 }),
    });
    const user = userEvent.setup();
    renderAt(<SendingTab campaign={campaign} />, '/admin/invitation-manager/8/sending');
    const sendNow = screen.getByRole('button', { name: en.invitations.sending.send_now });
    await user.click(sendNow);
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Send 3 invitations in Latvian?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: en.common.cancel }));
    expect(api.callsTo('POST', 'super-admin/invitation-manager/8/sendings')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(sendNow);
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: en.invitations.sending.send_now }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'super-admin/invitation-manager/8/sendings')).toHaveLength(1),
    );
  });

  it('shows a round whose every mail failed as failed, with the reason in the reader’s words', async () => {
    stubApi({});
    const failed = {
      id: 8,
      rounds: [
        {
          id: 4,
          kind: 'invitation',
          resend: false,
          state: 'done',
          scheduled_at: '2026-12-07T08:00:00Z',
          finished_at: '2026-12-07T08:00:05Z',
          counts: { failed: 3 },
          failure: { reason: 'unreachable', response: 'connect ECONNREFUSED 127.0.0.1:2525' },
        },
      ],
    } as unknown as CampaignDetail;
    renderAt(<SendingTab campaign={failed} />, '/admin/invitation-manager/8/sending');
    expect(screen.getByText(en.invitations.rounds.state_failed)).toBeInTheDocument();
    expect(screen.queryByText(en.invitations.rounds.state_done)).toBeNull();
    expect(screen.getByText(en.invitations.failure.unreachable)).toBeInTheDocument();
  });
});
