import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import type { CampaignDetail, CampaignRecipient } from '../../queries/invitationCampaigns';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { RecipientsTab } from './RecipientsTab';

afterEach(() => vi.unstubAllGlobals());

const status = en.invitations.status;
const path = '/admin/invitation-manager/8/recipients';
const recipients = 'GET super-admin/invitation-manager/8/recipients';
const resend = 'POST super-admin/invitation-manager/8/resend-unconfirmed';

const recipient = (
  email: string,
  delivery_state: CampaignRecipient['delivery_state'],
): CampaignRecipient => ({
  id: email.length,
  email,
  language: 'lv',
  source: 'manual',
  delivery_state,
  delivery_kind: 'invitation',
  smtp_response: null,
  sent_at: '2026-11-20T08:00:00Z',
  opened_at: null,
  finished: false,
  unsubscribed_at: null,
});
const campaign = (unconfirmed: number) =>
  ({
    id: 8,
    default_language: 'lv',
    period: { id: 3, name: 'Parents', starts_at: '', ends_at: '', languages: ['lv'] },
    summary: { total: 2, opened: 0, finished: 0, unsubscribed: 0, unconfirmed },
  }) as CampaignDetail;
const rows = [recipient('anna@example.lv', 'sent'), recipient('boris@example.lv', 'unconfirmed')];
const page = { status: 200, body: { status: 200, data: rows, meta: { total: 2 } } };

describe('the recipients tab', () => {
  it("says a mail waits for an SMTP server in the reader's words, not the app's English note", async () => {
    const waiting = {
      ...recipient('anna@example.lv', 'failed'),
      smtp_response: 'No SMTP server is configured; the mail is in the outbox',
    };
    const refused = { ...recipient('boris@example.lv', 'failed'), smtp_response: '550 5.1.1 no such user' };
    stubApi({ [recipients]: { ...page, body: { ...page.body, data: [waiting, refused] } } });
    renderAt(<RecipientsTab campaign={campaign(0)} />, path);
    const row = (await screen.findByText('anna@example.lv')).closest('tr') as HTMLElement;
    expect(within(row).getByText(en.invitations.failure.not_configured)).toBeInTheDocument();
    expect(row.textContent).not.toContain('No SMTP server');
    const other = screen.getByText('boris@example.lv').closest('tr') as HTMLElement;
    expect(other.textContent).toContain('550 5.1.1 no such user');
  });

  it('shows an unconfirmed recipient with its badge and what it means', async () => {
    stubApi({ [recipients]: page });
    renderAt(<RecipientsTab campaign={campaign(1)} />, path);
    const row = (await screen.findByText('boris@example.lv')).closest('tr') as HTMLElement;
    expect(within(row).getByText(status.unconfirmed)).toBeInTheDocument();
    expect(within(row).getByText(status.unconfirmed_hint)).toBeInTheDocument();
    const sent = screen.getByText('anna@example.lv').closest('tr') as HTMLElement;
    expect(within(sent).getByText(status.sent)).toBeInTheDocument();
    expect(within(sent).queryByText(status.unconfirmed)).toBeNull();
    expect(screen.getByText(status.unconfirmed_explanation)).toBeInTheDocument();
  });

  it('sends again to the unconfirmed only after a warning that some may get the mail twice', async () => {
    const api = stubApi({
      [recipients]: page,
      [resend]: { status: 201, body: { status: 201, data: { recipients: 1, rounds: [] } } },
    });
    const user = userEvent.setup();
    renderAt(<RecipientsTab campaign={campaign(1)} />, path);
    await user.click(await screen.findByRole('button', { name: 'Send again to the 1 unconfirmed' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Some of them may already have it and will then get it twice');
    await user.click(within(dialog).getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', 'super-admin/invitation-manager/8/resend-unconfirmed')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send again to the 1 unconfirmed' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: status.unconfirmed_confirm_button }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'super-admin/invitation-manager/8/resend-unconfirmed')).toHaveLength(1),
    );
    expect(await screen.findByText('Queued again: 1')).toBeInTheDocument();
  });

  it('offers no resend when nothing is unconfirmed', async () => {
    stubApi({ [recipients]: ok([recipient('anna@example.lv', 'sent')]) });
    renderAt(<RecipientsTab campaign={campaign(0)} />, path);
    expect(await screen.findByText('anna@example.lv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /unconfirmed/ })).toBeNull();
    expect(screen.queryByText(status.unconfirmed_explanation)).toBeNull();
  });
});
