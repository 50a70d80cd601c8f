import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(api.callsTo('POST', 'super-admin/invitation-manager/8/sendings')[0].body).toEqual({
      kind: 'invitation',
      scheduled_at: new Date(year, 11, 3, 9, 30).toISOString(),
    });
  });
});
