import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import type { ClientDataUpload } from '../../queries/fileStore';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt } from '../../test/screenTestKit';
import { AdminClientDataUploadsScreen } from './AdminClientDataUploadsScreen';
import { ClientDataUploadScreen } from './ClientDataUploadScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const texts = en.client_uploads;
const base = `school/${school.id}/client-data-uploads`;
const upload: ClientDataUpload = {
  id: 9,
  school: { id: school.id, name: school.name },
  sent_by: 'Anna Kalniņa',
  message: 'Jaunais 7. klašu saraksts',
  file_name: 'saraksts.csv',
  kind: 'csv',
  size: 2048,
  state: 'received',
  refusal_reason: null,
  state_changed_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2027-02-18T09:00:00.000Z',
  file_available: true,
};
const withdrawn: ClientDataUpload = {
  ...upload,
  state: 'withdrawn',
  state_changed_at: '2026-11-21T10:00:00.000Z',
  file_available: false,
};

describe('a client data upload withdrawn by its school', () => {
  it('asks first, withdraws, then shows it withdrawn with its file deleted', async () => {
    const api = await signInSchoolAdmin(
      { manage_respondents: true },
      {
        [`GET ${base}/9`]: [ok(upload), ok(withdrawn)],
        [`POST ${base}/9/withdraw`]: ok(withdrawn),
      },
    );
    renderAt(<ClientDataUploadScreen />, '/client-data-upload/:id', '/client-data-upload/9');
    await screen.findByRole('heading', { name: 'saraksts.csv' });
    expect(screen.getByText(texts.states.received)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.withdraw }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Withdraw “saraksts.csv”\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.withdraw }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/9/withdraw`)).toHaveLength(1));
    expect(await screen.findByText(texts.state_explained.withdrawn)).toBeInTheDocument();
    expect(screen.getByText(/Withdrawn on Nov 21, 2026; the file was deleted\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: texts.withdraw })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: texts.download })).not.toBeInTheDocument();
  });

  it('offers no withdrawal once the team is done', async () => {
    await signInSchoolAdmin(
      { manage_respondents: true },
      { [`GET ${base}/9`]: ok({ ...upload, state: 'done' }) },
    );
    renderAt(<ClientDataUploadScreen />, '/client-data-upload/:id', '/client-data-upload/9');
    await screen.findByText(texts.state_explained.done);
    expect(screen.queryByRole('button', { name: texts.withdraw })).not.toBeInTheDocument();
  });

  it("the team's list shows it withdrawn by the school, with no state to change", async () => {
    await signInSchoolAdmin({}, { 'GET admin/client-data-uploads': ok([withdrawn]) });
    renderAt(<AdminClientDataUploadsScreen />, '/admin/client-data-upload');
    expect(await screen.findByText(texts.admin.withdrawn_by_school)).toBeInTheDocument();
    expect(document.querySelector('[data-upload-state="withdrawn"]')).toHaveTextContent(
      texts.states.withdrawn,
    );
    expect(screen.queryByRole('button', { name: texts.admin.change_state })).not.toBeInTheDocument();
  });
});
