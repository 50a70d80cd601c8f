import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ManageLanguagesScreen } from './ManageLanguagesScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.platform_admin.languages;
const path = '/admin/manage-languages';
const row = (code: string, name: string, native: string, missing: number, enabled = true) => ({
  code,
  name,
  native_name: native,
  enabled,
  survey_enabled: enabled,
  total: 2000,
  missing,
  same_as_english: missing ? 0 : 12,
  in_switcher: enabled && missing <= 100,
});
const list = [row('en', 'English', 'English', 0), row('lv', 'Latvian', 'Latviešu', 0)];
const ukrainian = row('uk', 'Ukrainian', 'Українська', 2000, false);

describe('ManageLanguagesScreen', () => {
  it('lists languages with their completeness and switches one on', async () => {
    const api = stubApi({
      'GET admin/languages': [ok([...list, ukrainian]), ok([...list, { ...ukrainian, enabled: true }])],
      'PATCH admin/languages/uk': ok({ ...ukrainian, enabled: true }),
    });
    renderAt(<ManageLanguagesScreen />, path);
    expect(await screen.findByText('0 of 2000')).toBeInTheDocument();
    expect(screen.getByText('Ukrainian · uk')).toBeInTheDocument();
    expect(screen.getByText('2000 missing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Ukrainian in the interface' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'admin/languages/uk')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'admin/languages/uk')[0].body).toEqual({ enabled: true });
  });

  it('adds a language and shows a refused code under its field', async () => {
    const api = stubApi({
      'GET admin/languages': ok(list),
      'POST admin/languages': failure(409, 'conflict', 'code: lv is already a language', [
        'code: already a language',
      ]),
    });
    renderAt(<ManageLanguagesScreen />, path);
    await screen.findByText('Latvian · lv');
    await userEvent.type(screen.getByLabelText(fieldLabel(texts.code)), 'lv');
    await userEvent.type(screen.getByLabelText(fieldLabel(texts.name)), 'Latvian');
    await userEvent.type(screen.getByLabelText(fieldLabel(texts.native_name)), 'Latviešu');
    await userEvent.click(screen.getByRole('button', { name: texts.add }));
    expect(await screen.findByText('already a language')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/languages')[0].body).toEqual({
      code: 'lv',
      name: 'Latvian',
      native_name: 'Latviešu',
    });
  });
});
