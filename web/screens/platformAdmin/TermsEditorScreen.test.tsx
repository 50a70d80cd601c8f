import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { TermsEditorScreen } from './TermsEditorScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.platform_admin.terms;
const path = '/admin/terms';
const language = (code: string, native: string) => ({
  code,
  name: native,
  native_name: native,
  enabled: true,
});
const editor = {
  languages: [language('en', 'English'), language('lv', 'Latviešu'), language('ru', 'Русский')],
  versions: [
    {
      version: 1,
      published_at: '2026-01-01T00:00:00Z',
      texts: [
        { language: 'en', title: 'Terms of use', body: 'Be kind.' },
        { language: 'lv', title: 'Lietošanas noteikumi', body: 'Esiet laipni.' },
      ],
    },
  ],
  drafts: [],
};
const draftIn = (code: string, title: string) => ({
  language: code,
  title,
  body: 'Be kind.',
  updated_at: '2026-11-25T02:00:00Z',
});
const withDraft = { ...editor, drafts: [draftIn('en', 'Terms of use 2027')] };
const allDrafted = {
  ...editor,
  drafts: [
    draftIn('en', 'Terms of use 2027'),
    draftIn('lv', 'Noteikumi 2027'),
    draftIn('ru', 'Условия 2027'),
  ],
};

describe('TermsEditorScreen', () => {
  it('starts a draft from the current text, saves it and publishes it after asking', async () => {
    const api = stubApi({
      'GET admin/terms': [ok(editor), ok(allDrafted), ok(allDrafted)],
      'PUT admin/terms/drafts/en': ok(withDraft.drafts[0]),
      'POST admin/terms/publish': ok({ version: 2, languages: ['en'] }),
    });
    renderAt(<TermsEditorScreen />, path);
    const title = await screen.findByLabelText(fieldLabel(texts.title_field));
    expect(title).toHaveValue('Terms of use');
    expect(screen.getByRole('button', { name: 'Publish version 2' })).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'Terms of use 2027');
    await userEvent.click(screen.getByRole('button', { name: texts.save_draft }));
    await waitFor(() => expect(api.callsTo('PUT', 'admin/terms/drafts/en')).toHaveLength(1));
    expect(api.callsTo('PUT', 'admin/terms/drafts/en')[0].body).toEqual({
      title: 'Terms of use 2027',
      body: 'Be kind.',
    });
    expect(await screen.findByText(texts.draft_badge)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish version 2' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.publish }));
    await waitFor(() => expect(api.callsTo('POST', 'admin/terms/publish')).toHaveLength(1));
  });

  it('publishes only when every interface language has a draft, naming the ones still missing', async () => {
    const api = stubApi({
      'GET admin/terms': ok({
        ...editor,
        languages: [...editor.languages, { ...language('lt', 'Lietuvių'), enabled: false }],
        drafts: [draftIn('lv', 'Terms of use 2027')],
      }),
    });
    renderAt(<TermsEditorScreen />, path);
    await userEvent.click(await screen.findByRole('tab', { name: /Latviešu/ }));
    expect(await screen.findByLabelText(fieldLabel(texts.title_field))).toHaveValue('Terms of use 2027');
    await userEvent.click(screen.getByRole('tab', { name: /Русский/ }));
    expect(await screen.findByText(texts.no_draft)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel(texts.title_field))).toHaveValue('');
    await userEvent.click(screen.getByRole('tab', { name: /Lietuvių/ }));
    expect(await screen.findByText(texts.no_draft_optional)).toBeInTheDocument();
    expect(screen.getByText('To publish, write a draft in: English, Русский.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish version 2' })).toBeDisabled();
    expect(api.callsTo('POST', 'admin/terms/publish')).toHaveLength(0);
  });

  it("shows the server's refusal when a language was switched on meanwhile", async () => {
    const refusal = 'drafts: a version needs a text in every interface language; missing: lt';
    stubApi({
      'GET admin/terms': ok(allDrafted),
      'POST admin/terms/publish': failure(422, 'validation_failed', refusal, [refusal]),
    });
    renderAt(<TermsEditorScreen />, path);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish version 2' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.publish }),
    );
    expect(
      await screen.findByText('a version needs a text in every interface language; missing: lt'),
    ).toBeInTheDocument();
  });
});
