import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { openBuilder, publishPath, surveyDetail, surveyPath } from '../../test/builderTestKit';
import { failure, ok } from '../../test/screenTestKit';

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

describe('survey builder: publishing', () => {
  it('chooses the languages with every text filled in, says what is missing, publishes, and offers to run it', async () => {
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
    // Places are named by position, never by the survey's internal ids.
    expect(within(dialog).getByText('2 texts missing: question 2, title of Module 2')).toBeInTheDocument();
    // The complete languages are chosen already.
    expect(within(dialog).getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Latviešu' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));

    expect(await screen.findByText('Version 2 published in English, Latviešu.')).toBeInTheDocument();
    expect(api.callsTo('POST', publishPath)[0].body).toEqual({ languages: ['en', 'lv'] });
    expect(within(dialog).getByRole('link', { name: publish.run })).toHaveAttribute(
      'href',
      `/survey/wizard/${surveyDetail().uuid}`,
    );
    // The survey is read again: the header shows the new version.
    await waitFor(() => expect(screen.getByText('Version 2 published')).toBeInTheDocument());
  });

  it('shows why the server refused, and lists the versions', async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail(sampleSurvey(), { versions: [version2, version1] })),
      [`POST ${publishPath}`]: failure(409, 'conflict', 'Nothing has changed since version 2'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: publish.open }));
    const dialog = await screen.findByRole('dialog', { name: publish.title });
    const versions = within(dialog).getByRole('table', { name: en.survey_builder.versions.title });
    expect(within(versions).getAllByRole('row')).toHaveLength(3);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Русский' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    expect(api.callsTo('POST', publishPath)[0].body).toEqual({ languages: ['en', 'lv'] });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing has changed since version 2');
  });

  it('a survey written only in Latvian publishes in Latvian without asking for the other languages', async () => {
    const draft = sampleSurvey();
    const latvianOnly = JSON.parse(JSON.stringify(draft), (_key, value) =>
      value && typeof value === 'object' && 'lv' in value && typeof value.lv === 'string'
        ? { lv: value.lv }
        : value,
    );
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail(latvianOnly)),
      [`POST ${publishPath}`]: {
        status: 201,
        body: { status: 201, data: { ...version1, languages: ['lv'] } },
      },
    });
    const user = userEvent.setup();
    // The builder starts in the survey's language; the others are an offer, with nothing counted missing.
    expect(screen.getByRole('tab', { name: /Latviešu/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /English/ })).toHaveTextContent(en.survey_builder.languages.add);
    expect(screen.getByRole('tab', { name: /English/ })).not.toHaveTextContent(/missing/);

    await user.click(screen.getByRole('button', { name: publish.open }));
    const dialog = await screen.findByRole('dialog', { name: publish.title });
    expect(within(dialog).queryByRole('checkbox', { name: 'English' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Latviešu' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 1' }));
    await within(dialog).findByRole('link', { name: publish.run });
    expect(api.callsTo('POST', publishPath)[0].body).toEqual({ languages: ['lv'] });
  });

  it('offers only the languages switched on for surveys: with Russian off, no Russian tab nor publishing in it', async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail(sampleSurvey(), { versions: [version1] })),
      'GET languages': ok([
        { code: 'en', name: 'English', native_name: 'English' },
        { code: 'lv', name: 'Latvian', native_name: 'Latviešu' },
      ]),
      [`POST ${publishPath}`]: { status: 201, body: { status: 201, data: version2 } },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Русский/ })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /Latviešu/ })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === 'languages')).toBe(true);

    await user.click(screen.getByRole('button', { name: publish.open }));
    const dialog = await screen.findByRole('dialog', { name: publish.title });
    expect(within(dialog).queryByRole('checkbox', { name: 'Русский' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    await waitFor(() => expect(api.callsTo('POST', publishPath)).toHaveLength(1));
    expect(api.callsTo('POST', publishPath)[0].body).toEqual({ languages: ['en', 'lv'] });
  });
});
