import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { api } from '../../api/client';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ResourceForm } from './ResourceForm';

afterEach(() => vi.unstubAllGlobals());

function TermForm({ onCancel = () => {} }: { onCancel?: () => void }) {
  return (
    <ResourceForm
      title="Autumn"
      back={{ label: 'All terms', to: '/admin/terms' }}
      sections={[{ legend: 'Term', fields: [{ name: 'name', label: 'Name', required: true }] }]}
      initialValues={{ name: 'Autumn' }}
      onSave={(values) => api.put('admin/terms/4', values)}
      onCancel={onCancel}
      remove={{ confirmMessage: 'Delete Autumn?', run: () => api.delete('admin/terms/4') }}
    />
  );
}

describe('ResourceForm', () => {
  it('saves the declared fields and shows the server refusal under its field', async () => {
    const calls = stubApi({
      'PUT admin/terms/4': failure(422, 'validation_failed', 'Invalid', ['name: is already taken']),
    });
    renderAt(<TermForm />, '/admin/terms/4');
    expect(screen.getByRole('link', { name: 'All terms' })).toHaveAttribute('href', '/admin/terms');
    expect(screen.getByRole('group', { name: 'Term' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Spring');
    await userEvent.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText('is already taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    // The focus leaves Save for the field the server refused, so its error is read out with it.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    expect(calls.callsTo('PUT', 'admin/terms/4')[0].body).toEqual({ name: 'Spring' });
  });

  it("names a missing value in the reader's language before sending anything", async () => {
    const calls = stubApi({ 'PUT admin/terms/4': ok({}) });
    renderAt(
      <ResourceForm
        title="New benchmark"
        back={{ label: 'All', to: '/admin/benchmark' }}
        sections={[
          {
            fields: [
              { name: 'name', label: 'Name', kind: 'localized' },
              { name: 'years', label: 'Years', kind: 'multiselect', required: true, options: [] },
              { name: 'kind', label: 'Kind', kind: 'select', required: true, options: [] },
            ],
          },
        ]}
        initialValues={{ name: { en: ' ' }, years: [], kind: null }}
        onSave={(values) => api.put('admin/terms/4', values)}
        onCancel={() => {}}
      />,
      '/admin/benchmark/new',
    );
    await userEvent.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText(en.back_office.localized.none_written)).toBeInTheDocument();
    expect(screen.getAllByText(en.forms.required)).toHaveLength(2);
    expect(calls.callsTo('PUT', 'admin/terms/4')).toHaveLength(0);
    // The first wrong field takes the focus.
    const first = screen.getAllByRole('textbox').find((box) => box.getAttribute('aria-invalid') === 'true');
    await vi.waitFor(() => expect(first).toHaveFocus());
  });

  it('deletes only after the confirm helper is accepted, and cancels', async () => {
    const onCancel = vi.fn();
    const calls = stubApi({ 'DELETE admin/terms/4': ok(null) });
    renderAt(<TermForm onCancel={onCancel} />, '/admin/terms/4');
    await userEvent.click(screen.getByRole('button', { name: en.resource_pages.delete }));
    expect(await screen.findByText('Delete Autumn?')).toBeInTheDocument();
    expect(calls.callsTo('DELETE', 'admin/terms/4')).toHaveLength(0);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.resource_pages.delete }),
    );
    await vi.waitFor(() => expect(calls.callsTo('DELETE', 'admin/terms/4')).toHaveLength(1));
    // The confirm dialog has its own Cancel: the form's is the one left once the dialog has closed.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: en.common.cancel }));
    expect(onCancel).toHaveBeenCalled();
  });
});
