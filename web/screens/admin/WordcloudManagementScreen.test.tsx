import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { WordcloudManagementScreen } from './WordcloudManagementScreen';

afterEach(() => vi.unstubAllGlobals());

const path = '/admin/wordcloud-management';
const lvWords = {
  stop: ['arī', 'skola', 'tāpēc', 'viņš'],
  hidden: ['kalniņš'],
  added: [
    { id: 4, word: 'skola', kind: 'stop', language: 'lv' },
    { id: 5, word: 'kalniņš', kind: 'hidden', language: 'en' },
  ],
};
const lvAfterRemoval = { stop: ['arī', 'tāpēc', 'viņš'], hidden: ['kalniņš'], added: [lvWords.added[1]] };

describe('WordcloudManagementScreen', () => {
  it('shows built-in stop words read-only and removes an added one', async () => {
    const api = stubApi({
      'GET admin/wordcloud-words': [ok(lvWords), ok(lvAfterRemoval)],
      'DELETE admin/wordcloud-words/4': ok(lvWords.added[0]),
    });
    renderAt(<WordcloudManagementScreen />, path);
    expect(await screen.findByTestId('built-in-stop-words')).toHaveTextContent('arī, tāpēc, viņš');
    expect(screen.getByText('kalniņš (en)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove “arī”' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove “skola”' }));
    await waitFor(() => expect(api.callsTo('DELETE', 'admin/wordcloud-words/4')).toHaveLength(1));
    expect(await screen.findByText(en.admin.wordcloud.none_added)).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/wordcloud-words').length).toBeGreaterThan(0);
  });

  it('has a tab for every survey language, a language added at /admin/manage-languages among them', async () => {
    const ltWords = {
      stop: [],
      hidden: ['kalniņš'],
      added: [{ id: 8, word: 'mokykla', kind: 'stop', language: 'lt' }],
    };
    stubApi({
      'GET languages': ok([
        { code: 'en', name: 'English', native_name: 'English' },
        { code: 'lv', name: 'Latvian', native_name: 'Latviešu' },
        { code: 'lt', name: 'Lithuanian', native_name: 'Lietuvių' },
      ]),
      'GET admin/wordcloud-words': [ok(lvWords), ok(ltWords)],
    });
    renderAt(<WordcloudManagementScreen />, path);
    await userEvent.click(await screen.findByRole('tab', { name: 'Lietuvių' }));
    expect(await screen.findByRole('button', { name: 'Remove “mokykla”' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Русский' })).not.toBeInTheDocument();
    const fetched = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(fetched.some((url) => url.endsWith('wordcloud-words?language=lt'))).toBe(true);
    expect(fetched.some((url) => url.endsWith('languages?for=survey'))).toBe(true);
  });

  it('adds a hidden word in the chosen language tab and shows a refusal under the field', async () => {
    const enWords = { stop: ['because', 'the'], hidden: [], added: [] };
    const api = stubApi({
      'GET admin/wordcloud-words': [ok(lvWords), ok(enWords), ok(enWords)],
      'POST admin/wordcloud-words': [
        failure(422, 'validation_failed', 'word: is already in the hidden words', [
          'word: is already in the hidden words',
        ]),
        {
          status: 201,
          body: { status: 201, data: { id: 9, word: 'ozols', kind: 'hidden', language: 'en' } },
        },
      ],
    });
    renderAt(<WordcloudManagementScreen />, path);
    await screen.findByTestId('built-in-stop-words');
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect(await screen.findByTestId('built-in-stop-words')).toHaveTextContent('because, the');
    const fetched = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(fetched.some((url) => url.endsWith('language=en'))).toBe(true);

    const panel = screen.getByRole('tabpanel');
    await userEvent.type(within(panel).getByLabelText(new RegExp(`^${en.admin.wordcloud.word}`)), 'Ozols');
    await userEvent.click(within(panel).getByText(en.admin.wordcloud.kind_hidden));
    await userEvent.click(within(panel).getByRole('button', { name: en.admin.wordcloud.add }));
    expect(await screen.findAllByText(/is already in the hidden words/)).not.toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: en.admin.wordcloud.add }));
    await waitFor(() => expect(api.callsTo('POST', 'admin/wordcloud-words')).toHaveLength(2));
    expect(api.callsTo('POST', 'admin/wordcloud-words')[1].body).toEqual({
      language: 'en',
      word: 'Ozols',
      kind: 'hidden',
    });
  });
});
