import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { failure, ok } from '../../test/screenTestKit';
import { openBuilder, publishPath, surveyDetail, surveyPath } from './builderTestKit';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const publish = en.survey_builder.publish;
const version1 = {
  id: 31,
  number: 1,
  languages: ['en'],
  published_at: '2025-02-01T09:00:00.000Z',
  question_count: 7,
};
const version2 = {
  id: 32,
  number: 2,
  languages: ['en', 'lv'],
  published_at: '2025-03-04T11:00:00.000Z',
  question_count: 7,
};

function withoutRussian() {
  const draft = sampleSurvey();
  delete draft.modules[0].questions[1].text.ru;
  delete draft.modules[1].title.ru;
  return draft;
}

describe('survey builder: publishing', { timeout: 30_000 }, () => {
  it('offers only the languages with every text filled in, saying what is missing, and publishes the next version', async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: [
        ok(surveyDetail(withoutRussian(), { versions: [version1] })),
        ok(surveyDetail(withoutRussian(), { versions: [version2, version1] })),
      ],
      [`POST ${publishPath}`]: { status: 201, body: { status: 201, data: version2 } },
    });
    const user = userEvent.setup();
    // The language tabs count what is missing.
    expect(screen.getByRole('tab', { name: /Русский/ })).toHaveTextContent('2 texts missing');
    expect(screen.getByRole('tab', { name: /Latviešu/ })).toHaveTextContent('all texts filled in');

    await user.click(screen.getByRole('button', { name: publish.open }));
    const dialog = await screen.findByRole('dialog', { name: publish.title });
    const russian = within(dialog).getByRole('checkbox', { name: 'Русский' });
    expect(russian).toBeDisabled();
    expect(within(dialog).getByText('2 texts missing: question safe, title of m2')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Publish version 2' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'English' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Latviešu' }));
    await user.click(submit);

    expect(await screen.findByText('Version 2 published in English, Latviešu.')).toBeInTheDocument();
    expect(api.callsTo('POST', publishPath)[0].body).toEqual({ languages: ['en', 'lv'] });
    // The survey is read again: the header shows the new version.
    await waitFor(() => expect(screen.getByText('Version 2 published')).toBeInTheDocument());
  });

  it('shows why the server refused, and lists the versions', async () => {
    await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail(sampleSurvey(), { versions: [version2, version1] })),
      [`POST ${publishPath}`]: failure(409, 'conflict', 'Nothing has changed since version 2'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: publish.open }));
    const dialog = await screen.findByRole('dialog', { name: publish.title });
    const versions = within(dialog).getByRole('table', { name: en.survey_builder.versions.title });
    expect(within(versions).getAllByRole('row')).toHaveLength(3);
    await user.click(within(dialog).getByRole('checkbox', { name: 'English' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Latviešu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing has changed since version 2');
  });
});
