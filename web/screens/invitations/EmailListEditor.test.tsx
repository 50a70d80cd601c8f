import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { EmailListEditor } from './EmailListEditor';

afterEach(() => vi.unstubAllGlobals());

const add = 'POST super-admin/invitation-manager/add-emails/8';
const texts = en.invitations.emails;

describe('the e-mail list editor', () => {
  it("names the pasted entries that are not addresses, in the reader's words, and sends nothing", async () => {
    const api = stubApi({ [add]: ok({ added: [] }) });
    renderAt(<EmailListEditor campaignId={8} />, '/admin/invitation-manager/8/recipients');
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

  it('adds the addresses when every one is an address', async () => {
    const api = stubApi({ [add]: ok({ added: ['anna@example.lv', 'boris@example.lv'] }) });
    renderAt(<EmailListEditor campaignId={8} />, '/admin/invitation-manager/8/recipients');
    await userEvent.type(
      screen.getByRole('textbox', { name: texts.label }),
      'anna@example.lv Boris@Example.lv',
    );
    await userEvent.click(screen.getByRole('button', { name: texts.add }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'super-admin/invitation-manager/add-emails/8')).toHaveLength(1),
    );
    expect(api.callsTo('POST', 'super-admin/invitation-manager/add-emails/8')[0].body).toEqual({
      emails: ['anna@example.lv', 'Boris@Example.lv'],
    });
  });
});
