import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ManageTranslationsScreen } from './ManageTranslationsScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.platform_admin.translations;
const page = (rows: unknown[], total = rows.length) => ({
  status: 200,
  body: { status: 200, data: rows, meta: { total, limit: 50, offset: 0 } },
});
const save = { key: 'common.save', english: 'Save', value: null, source: null };

describe('ManageTranslationsScreen', () => {
  it('lists texts beside English, saves one in place and shows its history', async () => {
    const api = stubApi({
      'GET admin/translations/uk': [page([save]), page([{ ...save, value: 'Зберегти', source: 'admin' }])],
      'PUT admin/translations/uk': ok({ key: 'common.save', value: 'Зберегти', source: 'admin' }),
      'GET admin/translations/uk/history': ok([
        { changed_at: '2026-11-25T03:00:00Z', user_id: 1, previous: null, value: 'Зберегти' },
      ]),
    });
    renderAt(<ManageTranslationsScreen />, '/admin/manage-translations/:id', '/admin/manage-translations/uk');
    const field = await screen.findByRole('textbox', { name: 'Text of common.save' });
    expect(screen.getByText('common.save')).toBeInTheDocument();
    await userEvent.type(field, 'Зберегти');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(api.callsTo('PUT', 'admin/translations/uk')).toHaveLength(1));
    expect(api.callsTo('PUT', 'admin/translations/uk')[0].body).toEqual({
      key: 'common.save',
      value: 'Зберегти',
    });
    expect(await screen.findByText(texts.edited_here)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.history }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(texts.was_missing)).toBeInTheDocument();
    expect(within(dialog).getByText('Зберегти')).toBeInTheDocument();
  });

  it('asks the server for the missing texts when that filter is chosen', async () => {
    const api = stubApi({ 'GET admin/translations/uk': [page([save], 2712), page([save], 2711)] });
    renderAt(<ManageTranslationsScreen />, '/admin/manage-translations/:id', '/admin/manage-translations/uk');
    expect(await screen.findByText('2712 texts')).toBeInTheDocument();
    await userEvent.click(screen.getByText(texts.filter_missing));
    expect(await screen.findByText('2711 texts')).toBeInTheDocument();
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('filter=missing'))).toBe(true);
  });
});
