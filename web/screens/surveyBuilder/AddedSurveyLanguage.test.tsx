import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyContent } from '../../../common/survey/content';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { openBuilder, publishPath, surveyDetail, surveyPath } from '../../test/builderTestKit';
import { ok } from '../../test/screenTestKit';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

/** sampleSurvey() with every English text also written in Ukrainian. */
function withUkrainian(): SurveyContent {
  const copy = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(copy);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node).map(([key, value]) => [key, copy(value)]);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    if (typeof object.en === 'string') object.uk = `УК ${object.en}`;
    return object;
  };
  return copy(sampleSurvey()) as SurveyContent;
}

const surveyLanguages = ok([
  { code: 'en', name: 'English', native_name: 'English' },
  { code: 'lv', name: 'Latvian', native_name: 'Latviešu' },
  { code: 'ru', name: 'Russian', native_name: 'Русский' },
  { code: 'uk', name: 'Ukrainian', native_name: 'Українська' },
]);

describe('survey builder: a language added at /admin/manage-languages', { timeout: 30_000 }, () => {
  it('is a tab named as the super-admin named it, previews its own scale words (English where untranslated) and publishes', async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail(withUkrainian())),
      'GET languages': surveyLanguages,
      // Only the fifth agreement word is translated; the others come back as their keys.
      'GET language/get': ok({
        'poll.scales.agreement.1': 'poll.scales.agreement.1',
        'poll.scales.agreement.5': 'Цілком згоден',
      }),
      [`POST ${publishPath}`]: {
        status: 201,
        body: {
          status: 201,
          data: {
            id: 40,
            number: 1,
            languages: ['en', 'lv', 'ru', 'uk'],
            published_at: '2025-03-04T11:00:00.000Z',
          },
        },
      },
    });
    const user = userEvent.setup();
    const ukrainian = await screen.findByRole('tab', { name: /Українська/ });
    expect(ukrainian).toHaveTextContent('all texts filled in');
    await user.click(ukrainian);
    expect(ukrainian).toHaveAttribute('aria-selected', 'true');

    expect((await screen.findAllByText('Цілком згоден')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Strongly disagree').length).toBeGreaterThan(0);
    const asked = api.calls.find((call) => call.path === 'language/get');
    expect(asked).toBeDefined();

    const publish = en.survey_builder.publish;
    await user.click(screen.getByRole('button', { name: publish.open }));
    const dialog = await screen.findByRole('dialog', { name: publish.title });
    expect(within(dialog).getByRole('checkbox', { name: 'Українська' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 1' }));
    await waitFor(() => expect(api.callsTo('POST', publishPath)).toHaveLength(1));
    expect(api.callsTo('POST', publishPath)[0].body).toEqual({ languages: ['en', 'lv', 'ru', 'uk'] });
    expect(await within(dialog).findByText(/English, Latviešu, Русский, Українська/)).toBeInTheDocument();
  });
});
