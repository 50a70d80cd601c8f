import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ManageTranslationsScreen } from './ManageTranslationsScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.platform_admin.translations;
const page = (rows: unknown[], total = rows.length) => ({
  status: 200,
  body: { status: 200, data: rows, meta: { total, limit: 50, offset: 0 } },
});
const save = { key: 'common.save', english: 'Save', value: null, source: null, plural_form: null };

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
    // The language by its name, not its code (issue 41).
    expect(screen.getByRole('heading', { level: 1, name: 'Texts in Ukrainian' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ukrainian' })).toBeInTheDocument();
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

  it('names a plural form English lacks, with the counts that take it', async () => {
    const few = {
      key: 'respondents.users.count_few',
      english: '{{count}} people',
      value: null,
      source: null,
      plural_form: 'few',
    };
    stubApi({ 'GET admin/translations/uk': page([save, few]) });
    renderAt(<ManageTranslationsScreen />, '/admin/manage-translations/:id', '/admin/manage-translations/uk');
    expect(await screen.findByText('Plural form “few”: for counts like 2, 3, 4, 22')).toBeInTheDocument();
    expect(screen.getAllByText(/^Plural form/)).toHaveLength(1);
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

  it('uploads a filled-in spreadsheet and says what it changed, or lists every row to fix', async () => {
    const api = stubApi({
      'GET admin/translations/uk': [page([save]), page([save]), page([save])],
      'POST admin/translations/uk/import': [
        failure(422, 'validation_failed', '2 rows of the file cannot be imported; nothing was changed', [
          "row 3: 'no.such.text' is not a text of the interface",
          "row 5: 'common.count' must keep {{count}} as in English, it has none",
        ]),
        failure(422, 'validation_failed', 'The file is not an Excel workbook (.xlsx)', [
          'file: not_workbook',
        ]),
        ok({ rows: 3, changed: 2, unchanged: 0, empty: 1, empty_keys: ['common.cancel'] }),
      ],
    });
    const { container } = renderAt(
      <ManageTranslationsScreen />,
      '/admin/manage-translations/:id',
      '/admin/manage-translations/uk',
    );
    await screen.findByText('common.save');
    const input = () => container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const sheet = new File(['PK'], 'uk.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });

    await userEvent.upload(input(), sheet);
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByText(texts.sheet_refused)).toBeInTheDocument();
    expect(
      within(refused).getByText("row 3: 'no.such.text' is not a text of the interface"),
    ).toBeInTheDocument();
    expect(within(refused).getByText(/row 5: 'common.count' must keep/)).toBeInTheDocument();

    await userEvent.upload(input(), sheet);
    expect(await screen.findByText(texts.sheet_file.not_workbook)).toBeInTheDocument();

    await userEvent.upload(input(), sheet);
    expect(await screen.findByText(texts.sheet_done)).toBeInTheDocument();
    expect(
      screen.getByText(/Changed: 2\. Already the same: 0\. Empty cells skipped: 1\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Skipped (empty): common.cancel')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/translations/uk/import')).toHaveLength(3);
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/import')) ?? [];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });
});
