import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyContent } from '../../../common/survey/content';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import {
  draftPath,
  openBuilder,
  questionCard,
  saved,
  surveyDetail,
  surveyPath,
} from '../../test/builderTestKit';
import { failure, fieldLabel, ok } from '../../test/screenTestKit';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const textField = (id: string) =>
  within(questionCard(id)).getByLabelText(fieldLabel(en.survey_builder.question.text));
type SavedBody = { content: SurveyContent; revision: number };

describe('survey builder: autosave', () => {
  it('saves 1.5 s after the last change with the revision it last saw, then with the new one', async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail()),
      [`PUT ${draftPath}`]: [saved(5), saved(6)],
    });
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent('Saved at');

    // One change event for the words (typing them key by key re-renders the whole builder per key).
    fireEvent.change(textField('grade'), { target: { value: 'Which grade are you in? Really?' } });
    expect(screen.getByRole('status')).toHaveTextContent(en.survey_builder.save.unsaved);
    // Nothing is sent at the change itself: the save waits for the pause (checked at once, not after a
    // sleep, so a slow machine cannot let the 1.5 s pass before the check).
    expect(api.callsTo('PUT', draftPath)).toHaveLength(0);

    await waitFor(() => expect(api.callsTo('PUT', draftPath)).toHaveLength(1));
    const first = api.callsTo('PUT', draftPath)[0].body as SavedBody;
    expect(first.revision).toBe(4);
    expect(first.content.modules[0].questions[0].text.en).toBe('Which grade are you in? Really?');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved at /));

    // Latvian tab: the field now edits lv.
    await user.click(screen.getByRole('tab', { name: /Latviešu/ }));
    fireEvent.change(textField('grade'), { target: { value: 'Klase?' } });
    await waitFor(() => expect(api.callsTo('PUT', draftPath)).toHaveLength(2));
    const second = api.callsTo('PUT', draftPath)[1].body as SavedBody;
    expect(second.revision).toBe(5);
    expect(second.content.modules[0].questions[0].text).toMatchObject({
      en: 'Which grade are you in? Really?',
      lv: 'Klase?',
    });
  });

  it('on 409 says someone else changed the survey, stops saving, and reloads their version', async () => {
    const theirs: SurveyContent = sampleSurvey();
    theirs.modules[0].questions[0].text.en = 'Their wording';
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: [ok(surveyDetail()), ok(surveyDetail(theirs, { revision: 9 }))],
      [`PUT ${draftPath}`]: [
        failure(
          409,
          'conflict',
          'The survey was changed elsewhere since you opened it; reload to see the latest version',
        ),
        saved(10),
      ],
    });
    const user = userEvent.setup();
    await user.type(textField('grade'), '!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.survey_builder.conflict.title);
    expect(screen.getByRole('status')).toHaveTextContent(en.survey_builder.save.conflict_short);

    // No more saves while in conflict.
    await user.type(textField('grade'), '?');
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(api.callsTo('PUT', draftPath)).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: en.survey_builder.conflict.reload }));
    await waitFor(() => expect(textField('grade')).toHaveValue('Their wording'));
    expect(screen.queryByText(en.survey_builder.conflict.title)).not.toBeInTheDocument();

    await user.type(textField('grade'), '.');
    await waitFor(() => expect(api.callsTo('PUT', draftPath)).toHaveLength(2));
    expect((api.callsTo('PUT', draftPath)[1].body as SavedBody).revision).toBe(9);
  });

  it('shows another failure and saves again on the next change', async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail()),
      [`PUT ${draftPath}`]: [
        failure(422, 'validation_failed', 'Content is not valid', ['content.title: too long']),
        saved(5),
      ],
    });
    const user = userEvent.setup();
    await user.type(textField('grade'), '!');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Not saved: Content is not valid'),
    );
    await user.type(textField('grade'), '!');
    await waitFor(() => expect(api.callsTo('PUT', draftPath)).toHaveLength(2));
    expect((api.callsTo('PUT', draftPath)[1].body as SavedBody).revision).toBe(4);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved at /));
  });

  it('asks before the app navigates away with unsaved changes, and can save first', async () => {
    const { api, history } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail()),
      [`PUT ${draftPath}`]: saved(5),
    });
    const user = userEvent.setup();
    await user.type(textField('grade'), '!');
    act(() => history.push('/school/surveys'));
    const dialog = await screen.findByRole('dialog', { name: en.survey_builder.leave.title });
    await user.click(within(dialog).getByRole('button', { name: en.survey_builder.leave.save }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/school/surveys'));
    expect(api.callsTo('PUT', draftPath)).toHaveLength(1);
  });
});
