import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadUser, resetUser } from '../../auth/userStore';
import type { ImportRecord } from '../../queries/imports';
import { renderAt, signedInUser } from '../../test/screenTestKit';
import { ImportWizardScreen } from './ImportWizardScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const school = {
  id: 5,
  name: 'Demo',
  slug: 'demo',
  type: 'school',
  city: null,
  country: 'LV',
  languages: [],
  default_language: 'lv',
  parent_id: null,
};
const admin = {
  id: 7,
  user_id: 3,
  type: 'school_admin',
  teacher_access_to_results: false,
  permissions: { data: { manage_respondents: true } },
};

const base: ImportRecord = {
  id: 9,
  organization_id: 5,
  type: 'students',
  status: 'previewed',
  progress: 0,
  file_name: 'skoleni.csv',
  file_format: 'csv',
  file_size: 80,
  file_encoding: 'windows-1257',
  row_count: 2,
  headers: ['Vārds', 'Uzvārds', 'Klase'],
  sample_rows: [
    { line: 2, cells: ['Āris', 'Ķēniņš', '7.a'] },
    { line: 3, cells: ['', 'Ozols', '7.a'] },
  ],
  fields: [
    { key: 'name', required: true },
    { key: 'surname', required: true },
    { key: 'email', required: false },
    { key: 'external_id', required: false },
    { key: 'class', required: true },
  ],
  mapping: { name: 0, surname: 1, email: null, external_id: null, class: 2 },
  missing_fields: [],
  counts: { rows: 2, valid: 1, errors: 1, skipped: 0, new_classes: 1 },
  preview: {
    rows: [
      { line: 2, values: { name: 'Āris', surname: 'Ķēniņš', class: '7.a' }, outcome: 'new' },
      { line: 3, values: { surname: 'Ozols', class: '7.a' }, outcome: 'error' },
    ],
    new_classes: ['7.a'],
  },
  errors: [{ line: 3, column: 'name', code: 'required', message: 'Name is missing' }],
  skipped: [],
  can_commit: false,
  failure: null,
  created_at: '2026-09-01T08:00:00.000Z',
  updated_at: '2026-09-01T08:00:00.000Z',
  committed_at: null,
};

const fixed: ImportRecord = {
  ...base,
  updated_at: '2026-09-01T08:05:00.000Z',
  counts: { rows: 2, valid: 2, errors: 0, skipped: 0, new_classes: 1 },
  preview: { rows: base.preview!.rows.map((row) => ({ ...row, outcome: 'new' })), new_classes: ['7.a'] },
  errors: [],
  can_commit: true,
};

/** The server as the wizard sees it: the record changes with each upload, mapping and commit. */
function stubServer(refuseUploads = false) {
  let current = base;
  const calls: string[] = [];
  const reply = (data: unknown, status = 200) => new Response(JSON.stringify({ status, data }), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
      const call = `${init?.method ?? 'GET'} ${path}`;
      calls.push(call);
      if (call === 'GET user')
        return reply({
          ...signedInUser,
          type: 'school_admin',
          organization: { id: 5, name: 'Demo', type: 'school', slug: 'demo' },
          permissions: { manage_respondents: true },
        });
      if (call === 'GET user/school') return reply(school);
      if (call === 'GET school/5/admins/by_user_id/3') return reply(admin);
      if (call === 'POST school/5/imports' && refuseUploads) {
        const refusal = {
          status: 422,
          error: 'validation_failed',
          message: 'The file is a zip archive but not an Excel workbook (.xlsx)',
          errors: ['file: not_xlsx'],
        };
        return new Response(JSON.stringify(refusal), { status: 422 });
      }
      if (call === 'POST school/5/imports') {
        expect(init?.body).toBeInstanceOf(FormData);
        return reply(current, 201);
      }
      if (call === 'PUT school/5/imports/9/mapping') return reply(current);
      if (call === 'PUT school/5/imports/9/file') {
        current = fixed;
        return reply(current);
      }
      if (call === 'POST school/5/imports/9/commit') {
        current = { ...fixed, status: 'committed', progress: 100, counts: { ...fixed.counts!, created: 2 } };
        return reply(current);
      }
      if (call === 'GET school/5/imports/9') return reply(current);
      return new Response(JSON.stringify({ status: 404, error: 'not_found', message: call }), {
        status: 404,
      });
    }),
  );
  return calls;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const csv = (text: string) => new File([text], 'skoleni.csv', { type: 'text/csv' });

describe('import wizard', () => {
  it('uploads, maps, shows every bad row, takes a corrected file and commits', async () => {
    const calls = stubServer();
    await loadUser();
    const user = userEvent.setup();
    renderAt(<ImportWizardScreen />, '/school/import/:type/:section?', '/school/import/students');

    expect(screen.getByRole('heading', { name: en.imports.types.students.title })).toBeInTheDocument();
    await user.upload(fileInput(), csv('Vārds;Uzvārds;Klase\nĀris;Ķēniņš;7.a\n;Ozols;7.a\n'));
    await user.click(screen.getByRole('button', { name: en.imports.upload.submit }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/school/import/students/mapping'),
    );
    expect(await screen.findByText('Ķēniņš')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.imports.mapping.continue }));

    await waitFor(() => expect(document.querySelector('[data-issues="errors"]')).not.toBeNull());
    const row = document.querySelector('[data-issues="errors"] [data-line="3"]') as HTMLElement;
    expect(within(row).getByText(en.imports.issues.required)).toBeInTheDocument();
    expect(within(row).getByText(en.imports.fields.name)).toBeInTheDocument();
    expect(screen.getByText(en.imports.preview.new_classes_title)).toBeInTheDocument();
    const commit = screen.getByRole('button', {
      name: en.imports.preview.commit_one.replace('{{count}}', '1'),
    });
    expect(commit).toBeDisabled();

    await user.upload(fileInput(), csv('Vārds;Uzvārds;Klase\nĀris;Ķēniņš;7.a\nJuris;Ozols;7.a\n'));
    await user.click(screen.getByRole('button', { name: en.imports.preview.replace_submit }));
    const enabled = await screen.findByRole('button', {
      name: en.imports.preview.commit_other.replace('{{count}}', '2'),
    });
    await waitFor(() => expect(enabled).toBeEnabled());
    await user.click(enabled);

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/school/import/students/done'),
    );
    expect(
      await screen.findByText(en.imports.done.created_students.replace('{{count}}', '2')),
    ).toBeInTheDocument();
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST school/5/imports',
        'PUT school/5/imports/9/mapping',
        'PUT school/5/imports/9/file',
        'POST school/5/imports/9/commit',
      ]),
    );
  });

  it('says why a file was refused, in the interface language, and stays on the upload', async () => {
    stubServer(true);
    await loadUser();
    const user = userEvent.setup();
    renderAt(<ImportWizardScreen />, '/school/import/:type/:section?', '/school/import/students');
    await user.upload(fileInput(), new File(['PK'], 'students.xlsx'));
    await user.click(screen.getByRole('button', { name: en.imports.upload.submit }));
    expect(await screen.findByText(en.imports.file_problems.not_xlsx)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/school/import/students');
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const calls = stubServer();
    await loadUser();
    const user = userEvent.setup();
    renderAt(<ImportWizardScreen />, '/school/import/:type/:section?', '/school/import/students');
    await user.upload(fileInput(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv'));
    expect(screen.getByText(en.imports.file_problems.too_large)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.imports.upload.submit })).toBeDisabled();
    expect(calls).not.toContain('POST school/5/imports');
  });
});
