import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { api } from '../../api/client';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ResourceForm } from './ResourceForm';

afterEach(() => vi.unstubAllGlobals());

const surveyLanguages = [
  { code: 'en', name: 'English', native_name: 'English' },
  { code: 'lv', name: 'Latvian', native_name: 'Latviešu' },
  { code: 'ru', name: 'Russian', native_name: 'Русский' },
  { code: 'uk', name: 'Ukrainian', native_name: 'Українська' },
];

function TagForm({ name }: { name: Record<string, string> }) {
  return (
    <ResourceForm
      title="Tag"
      back={{ label: 'All tags', to: '/admin/tags' }}
      sections={[
        { fields: [{ name: 'name', label: 'Name', kind: 'localized', rule: 'en', maxLength: 100 }] },
      ]}
      initialValues={{ name }}
      onSave={(values) => api.put('admin/tags/4', values)}
      onCancel={() => {}}
    />
  );
}

describe('LocalizedTextFields in a ResourceForm', () => {
  it('shows a long one-line text (a success plan title) whole: wrapping, one language per row', async () => {
    stubApi({ 'GET languages': ok(surveyLanguages) });
    const title = 'Veidojam drošu un iekļaujošu skolas vidi, kurā katrs skolēns jūtas sadzirdēts un pieņemts';
    renderAt(
      <ResourceForm
        title="Plan"
        back={{ label: 'All plans', to: '/admin/plans' }}
        sections={[{ fields: [{ name: 'title', label: 'Title', kind: 'localized', maxLength: 200 }] }]}
        initialValues={{ title: { lv: title } }}
        onSave={() => Promise.resolve()}
        onCancel={() => {}}
      />,
      '/admin/plans/1',
    );
    const latvian = await screen.findByRole('textbox', { name: 'Title (Latviešu)' });
    expect(latvian.tagName).toBe('TEXTAREA');
    expect(latvian).toHaveValue(title);
    await userEvent.type(latvian, '{Enter}');
    expect(latvian).toHaveValue(title);
  });

  it('offers an input for a language added at /admin/manage-languages and saves its text', async () => {
    const calls = stubApi({ 'GET languages': ok(surveyLanguages), 'PUT admin/tags/4': ok({ id: 4 }) });
    renderAt(<TagForm name={{ en: 'Climate' }} />, '/admin/tags/4');
    const ukrainian = await screen.findByRole('textbox', { name: 'Name (Українська)' });
    expect(ukrainian).toHaveAttribute('lang', 'uk');
    expect(ukrainian).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Name \(English\)/ })).toBeRequired();
    expect(screen.getByText(en.back_office.localized.english_required)).toBeInTheDocument();
    expect(calls.callsTo('GET', 'languages')[0]).toBeDefined();
    await userEvent.type(ukrainian, 'Клімат');
    await userEvent.click(screen.getByRole('button', { name: en.common.save }));
    await vi.waitFor(() => expect(calls.callsTo('PUT', 'admin/tags/4')).toHaveLength(1));
    expect(calls.callsTo('PUT', 'admin/tags/4')[0].body).toEqual({ name: { en: 'Climate', uk: 'Клімат' } });
  });

  it("shows the server's refusal of one language under that language's input", async () => {
    stubApi({
      'GET languages': ok(surveyLanguages),
      'PUT admin/tags/4': failure(422, 'validation_failed', 'Invalid body', [
        'name.lv: must be at most 100 characters',
      ]),
    });
    renderAt(<TagForm name={{ en: 'Climate', lv: 'Klimats' }} />, '/admin/tags/4');
    await screen.findByRole('textbox', { name: 'Name (Українська)' });
    await userEvent.click(screen.getByRole('button', { name: en.common.save }));
    const latvian = screen.getByRole('textbox', { name: /^Name \(Latviešu\)/ });
    expect(await screen.findByText('must be at most 100 characters')).toBeVisible();
    expect(latvian).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says under the English input that it is missing, before sending anything', async () => {
    const calls = stubApi({ 'GET languages': ok(surveyLanguages), 'PUT admin/tags/4': ok({ id: 4 }) });
    renderAt(<TagForm name={{ lv: 'Klimats' }} />, '/admin/tags/4');
    await screen.findByRole('textbox', { name: 'Name (Українська)' });
    await userEvent.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText(en.back_office.localized.english_missing)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Name \(English\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.callsTo('PUT', 'admin/tags/4')).toHaveLength(0);
  });

  it('keeps a text in a language no longer switched on for surveys readable, and says so', async () => {
    stubApi({ 'GET languages': ok(surveyLanguages.slice(0, 3)) });
    renderAt(<TagForm name={{ en: 'Climate', lt: 'Klimatas' }} />, '/admin/tags/4');
    const lithuanian = await screen.findByRole('textbox', { name: 'Name (LT)' });
    expect(lithuanian).toHaveValue('Klimatas');
    const field = lithuanian.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(field).getByText(en.back_office.localized.switched_off)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name (Українська)' })).not.toBeInTheDocument();
  });
});
