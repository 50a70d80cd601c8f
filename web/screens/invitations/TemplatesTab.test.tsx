import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import type { CampaignDetail } from '../../queries/invitationCampaigns';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { TemplatesTab } from './TemplatesTab';

afterEach(() => vi.unstubAllGlobals());

const wording = (subject: string, custom = false) => ({ subject, text: `${subject}\n{{link}}`, custom });
/** The server lists every survey language: en, lv, ru and Ukrainian, switched on at /admin/manage-languages. */
const campaign = {
  id: 8,
  templates: {
    invitation: {
      en: wording('Invitation'),
      lv: wording('Ielūgums'),
      ru: wording('Приглашение'),
      uk: wording('Запрошення'),
    },
    reminder: {
      en: wording('Reminder'),
      lv: wording('Atgādinājums'),
      ru: wording('Напоминание'),
      uk: wording('Нагадування', true),
    },
  },
} as unknown as CampaignDetail;

describe('the templates tab', () => {
  it('offers every language the server lists, an added one among them, and saves its wording', async () => {
    const api = stubApi({ 'PUT super-admin/invitation-manager/8/templates': ok(campaign.templates) });
    renderAt(<TemplatesTab campaign={campaign} />, '/admin/invitation-manager/8/templates');
    expect(screen.getByLabelText(en.invitations.templates.subject)).toHaveValue('Ielūgums');
    await userEvent.click(screen.getByText('UK'));
    const subject = screen.getByLabelText(en.invitations.templates.subject);
    expect(subject).toHaveValue('Запрошення');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Школа просить вашої думки');
    await userEvent.click(screen.getByRole('button', { name: en.invitations.templates.save }));
    await waitFor(() =>
      expect(api.callsTo('PUT', 'super-admin/invitation-manager/8/templates')).toHaveLength(1),
    );
    // The campaign's own Ukrainian reminder is kept alongside the new Ukrainian invitation.
    expect(api.callsTo('PUT', 'super-admin/invitation-manager/8/templates')[0].body).toEqual({
      invitation: { uk: { subject: 'Школа просить вашої думки', text: 'Запрошення\n{{link}}' } },
      reminder: { uk: { subject: 'Нагадування', text: 'Нагадування\n{{link}}' } },
    });
  });
});
