import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import type { CampaignDetail } from '../../queries/invitationCampaigns';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { EmailListEditor } from './EmailListEditor';

afterEach(() => vi.unstubAllGlobals());

const add = 'POST super-admin/invitation-manager/add-emails/8';
const texts = en.invitations.emails;
const campaign = {
  id: 8,
  default_language: 'lv',
  period: { id: 3, name: 'Parents', starts_at: '', ends_at: '', languages: ['en', 'lv', 'ru'] },
} as unknown as CampaignDetail;

describe('the e-mail list editor', () => {
  it("names the pasted entries that are not addresses, in the reader's words, and sends nothing", async () => {
    const api = stubApi({ [add]: ok({ added: [] }) });
    renderAt(<EmailListEditor campaign={campaign} />, '/admin/invitation-manager/8/recipients');
    await userEvent.type(
      screen.getByRole('textbox', { name: texts.label }),
      'anna@example.lv, nederigs-adrese; Boris@Example.lv',
    );
    await userEvent.click(screen.getByRole('button', { name: texts.add }));
    expect(
      await screen.findByText(texts.not_addresses.replace('{{addresses}}', 'nederigs-adrese')),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'super-admin/invitation-manager/add-emails/8')).toHaveLength(0);
  });

  it("adds the addresses in the school's language unless another is chosen as they are pasted", async () => {
    const api = stubApi({ [add]: [ok({ added: ['anna@example.lv'] }), ok({ added: ['olga@example.lv'] })] });
    renderAt(<EmailListEditor campaign={campaign} />, '/admin/invitation-manager/8/recipients');
    const language = screen.getByRole('combobox', { name: texts.language });
    expect(language).toHaveValue('lv');
    await userEvent.type(screen.getByRole('textbox', { name: texts.label }), 'anna@example.lv');
    await userEvent.click(screen.getByRole('button', { name: texts.add }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'super-admin/invitation-manager/add-emails/8')).toHaveLength(1),
    );
    await userEvent.selectOptions(language, 'ru');
    await userEvent.type(screen.getByRole('textbox', { name: texts.label }), 'olga@example.lv');
    await userEvent.click(screen.getByRole('button', { name: texts.add }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'super-admin/invitation-manager/add-emails/8')).toHaveLength(2),
    );
    expect(
      api.callsTo('POST', 'super-admin/invitation-manager/add-emails/8').map((call) => call.body),
    ).toEqual([
      { emails: ['anna@example.lv'], language: 'lv' },
      { emails: ['olga@example.lv'], language: 'ru' },
    ]);
  });

  it('says why a sync added nobody: how many of the audience have no address', async () => {
    stubApi({
      'POST super-admin/invitation-manager/8/update-syncs': ok({
        added: [],
        removed: [],
        audience: 'parent',
        without_email: 24,
      }),
    });
    renderAt(<EmailListEditor campaign={campaign} />, '/admin/invitation-manager/8/recipients');
    await userEvent.click(screen.getByRole('button', { name: en.invitations.sync.button }));
    expect(
      await screen.findByText('24 parents have no e-mail address: without one, no invitation can be mailed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Synced: 0 added, 0 removed.')).toBeInTheDocument();
  });
});
