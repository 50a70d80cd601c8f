import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import {
  draftPath,
  offeredOptions,
  openBuilder,
  questionCard,
  saved,
  surveyDetail,
  surveyPath,
} from '../../test/builderTestKit';
import { ok } from '../../test/screenTestKit';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const skip = en.survey_builder.skip;

describe('survey builder: skip logic', () => {
  it('offers only earlier questions, and saves a rule over one', async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail()),
      [`PUT ${draftPath}`]: saved(5),
    });
    const user = userEvent.setup();

    // The first question of the survey has nothing before it to look at.
    await user.click(within(questionCard('grade')).getByRole('button', { name: skip.open }));
    expect(within(questionCard('grade')).getByText(skip.nothing_earlier)).toBeInTheDocument();

    const safe = within(questionCard('safe'));
    await user.click(safe.getByRole('button', { name: skip.open }));
    await user.click(safe.getByRole('button', { name: skip.add }));
    const which = safe.getByRole('textbox', { name: skip.question });
    await user.click(which);
    await waitFor(() => expect(offeredOptions(which)).toEqual(['1. Which grade are you in?']));
    await user.keyboard('{Escape}');

    // A rule over a single-choice question names one of its options.
    expect(safe.getByRole('textbox', { name: skip.test })).toHaveValue(skip.ops.equals);
    expect(safe.getByRole('textbox', { name: skip.value })).toHaveValue('7');

    await waitFor(() => expect(api.callsTo('PUT', draftPath)).toHaveLength(1));
    const content = api.callsTo('PUT', draftPath)[0].body as { content: ReturnType<typeof sampleSurvey> };
    expect(content.content.modules[0].questions[1].showIf).toEqual({
      all: [{ question: 'grade', op: 'equals', value: 'g7' }],
    });
  });

  it('marks a rule that looks forward (after a move) next to its question, and refuses to publish', async () => {
    const draft = sampleSurvey();
    // why_unsafe looks at safe; move why_unsafe (module 2) in front of safe by keyboard.
    await openBuilder({ [`GET ${surveyPath}`]: ok(surveyDetail(draft)), [`PUT ${draftPath}`]: saved(5) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '2. Lessons' }));
    // Question 4 goes to the top of its module (3), then to the end of module 1 (still 3), then before safe.
    for (const number of [4, 3, 3])
      await user.click(
        within(questionCard('why_unsafe')).getByRole('button', { name: `Move Question ${number} up` }),
      );
    await waitFor(() => expect(screen.getByRole('heading', { name: '1. About you' })).toBeInTheDocument());

    const card = within(questionCard('why_unsafe'));
    const problem = 'The condition must look at an earlier question (Question 3 is not one).';
    expect(card.getByRole('alert')).toHaveTextContent(problem);
    // The rule's own question field says so too, and the header counts the problem.
    expect(card.getByRole('textbox', { name: skip.question })).toHaveAccessibleDescription(problem);
    expect(screen.getByRole('button', { name: '1 problem' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.survey_builder.publish.open }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Fix 1 problem before publishing.')).toBeInTheDocument();
  });

  it('tests a matrix question only for being answered, and a module by the questions of earlier modules', async () => {
    await openBuilder({ [`GET ${surveyPath}`]: ok(surveyDetail()), [`PUT ${draftPath}`]: saved(5) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '2. Lessons' }));
    await user.click(screen.getByRole('button', { name: skip.open_module }));
    // The module's own condition comes first; why_unsafe below has one of its own.
    const group = screen.getAllByRole('group', { name: skip.title })[0];
    await user.click(within(group).getByRole('button', { name: skip.add }));
    const which = within(group).getByRole('textbox', { name: skip.question });
    await user.click(which);
    await waitFor(() =>
      expect(offeredOptions(which)).toEqual(['1. Which grade are you in?', '2. I feel safe at school.']),
    );
    await user.keyboard('{Escape}');

    const recommend = within(questionCard('recommend'));
    await user.click(recommend.getByRole('button', { name: skip.open }));
    await user.click(recommend.getByRole('button', { name: skip.add }));
    await user.click(recommend.getByRole('textbox', { name: skip.question }));
    await user.click(await screen.findByRole('option', { name: '5. In my class…', hidden: true }));
    expect(recommend.getByRole('textbox', { name: skip.test })).toHaveValue(skip.ops.answered);
  });
});
