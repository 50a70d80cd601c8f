import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import {
  cardOrder,
  draftPath,
  dragAndDrop,
  emptyModuleSurvey,
  openBuilder,
  questionCard,
  saved,
  surveyDetail,
  surveyPath,
} from '../../test/builderTestKit';
import { fieldLabel, ok } from '../../test/screenTestKit';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const types = en.survey_builder.types;

// The whole builder renders in jsdom for each change; slower than a small screen.
describe('survey builder: questions', () => {
  // Every kind of question is added in the browser journey (e2e/surveyBuilder.e2e.ts): in jsdom it took 30 s.
  it("a new survey's first question needs no module: one is made, named like the survey", async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail({ ...emptyModuleSurvey(), modules: [] })),
      [`PUT ${draftPath}`]: saved(5),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.survey_builder.add_question }));
    await user.click(await screen.findByRole('menuitem', { name: types.single, hidden: true }));
    expect(cardOrder()).toEqual(['q1']);
    const single = within(questionCard('q1'));
    // People see positions, never the ids.
    expect(questionCard('q1')).toHaveAttribute('aria-label', 'Question 1');
    expect(single.getByLabelText(fieldLabel(en.survey_builder.question.text))).toHaveFocus();
    expect(single.getByLabelText(fieldLabel('Option 2'))).toBeInTheDocument();
    await user.click(single.getByRole('button', { name: en.survey_builder.options.add }));
    expect(single.getByLabelText(fieldLabel('Option 3'))).toBeInTheDocument();

    await waitFor(() => expect(api.callsTo('PUT', draftPath)).toHaveLength(1));
    const { content } = api.callsTo('PUT', draftPath)[0].body as {
      content: ReturnType<typeof emptyModuleSurvey>;
    };
    expect(content.modules).toHaveLength(1);
    expect(content.modules[0].title).toEqual(content.title);
    expect(content.modules[0].questions.map((question) => question.id)).toEqual(['q1']);
  });

  it("stores which end of a single choice's options is good; unmarked, its results stay neutral", async () => {
    const { api } = await openBuilder({
      [`GET ${surveyPath}`]: ok(surveyDetail({ ...emptyModuleSurvey(), modules: [] })),
      [`PUT ${draftPath}`]: saved(5),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.survey_builder.add_question }));
    await user.click(await screen.findByRole('menuitem', { name: types.single, hidden: true }));
    const card = within(questionCard('q1'));
    const goodEnd = card.getByRole('textbox', { name: en.survey_builder.question.good_end });
    expect(goodEnd).toHaveValue(en.survey_builder.question.good_end_none);
    await user.click(goodEnd);
    await user.click(
      await screen.findByRole('option', { name: en.survey_builder.question.good_end_first, hidden: true }),
    );
    await waitFor(() => {
      const calls = api.callsTo('PUT', draftPath);
      const { content } = calls[calls.length - 1].body as { content: ReturnType<typeof emptyModuleSurvey> };
      expect(content.modules[0].questions[0]).toMatchObject({ id: 'q1', goodEnd: 'first' });
    });
  });

  it('reorders questions and modules by keyboard, across modules too, keeping focus on the button', async () => {
    await openBuilder({ [`GET ${surveyPath}`]: ok(surveyDetail()), [`PUT ${draftPath}`]: saved(5) });
    const user = userEvent.setup();
    expect(cardOrder()).toEqual(['grade', 'safe']);

    const down = within(questionCard('grade')).getByRole('button', { name: 'Move Question 1 down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(cardOrder()).toEqual(['safe', 'grade']);
    await waitFor(() => expect(down).toHaveFocus());

    // Past the end of its module it goes to the start of the next, which opens in the centre.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(cardOrder()).toEqual(['grade', 'bored', 'why_unsafe', 'climate', 'recommend']),
    );
    expect(screen.getByRole('heading', { name: '2. Lessons' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(questionCard('grade')).getByRole('button', { name: 'Move Question 2 down' }),
      ).toHaveFocus(),
    );

    const modules = screen.getByRole('navigation', { name: 'Modules' });
    const moduleTitles = () =>
      within(modules)
        .getAllByRole('button', { name: /^\d\. (About you|Lessons)$/ })
        .map((button) => button.textContent);
    expect(moduleTitles()).toEqual(['1. About you', '2. Lessons']);
    const moduleDown = within(modules).getByRole('button', { name: 'Move Module 1 down' });
    moduleDown.focus();
    await user.keyboard('{Enter}');
    expect(moduleTitles()).toEqual(['1. Lessons', '2. About you']);
    // Now last, its "down" is disabled, so focus moves to its "up" twin.
    await waitFor(() =>
      expect(within(modules).getByRole('button', { name: 'Move Module 2 up' })).toHaveFocus(),
    );
  });

  it('reorders by drag and drop as well', async () => {
    await openBuilder({ [`GET ${surveyPath}`]: ok(surveyDetail()), [`PUT ${draftPath}`]: saved(5) });
    const handle = questionCard('grade').querySelector('[draggable="true"]') as Element;
    dragAndDrop(handle, questionCard('safe'));
    expect(cardOrder()).toEqual(['safe', 'grade']);
  });

  it('counts the open modules and the question count with its zone', async () => {
    await openBuilder({ [`GET ${surveyPath}`]: ok(surveyDetail()) });
    const user = userEvent.setup();
    const modules = screen.getByRole('navigation', { name: 'Modules' });
    expect(within(modules).getByText('1 of 2 open')).toBeInTheDocument();
    await user.click(within(modules).getByRole('button', { name: 'Show the questions of Module 2' }));
    expect(within(modules).getByText('2 of 2 open')).toBeInTheDocument();
    // grade, safe, bored, why_unsafe, two matrix items, recommend.
    expect(screen.getByTestId('question-count')).toHaveTextContent('7 questions · Good length · about 3 min');
  });

  it('shows the survey read-only when the caller cannot edit it', async () => {
    await openBuilder(
      { [`GET ${surveyPath}`]: ok(surveyDetail(undefined, { can: { edit: false } })) },
      { view_survey_design: true },
    );
    expect(screen.getByText(en.survey_builder.read_only)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.survey_builder.add_question })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.survey_builder.modules.add })).not.toBeInTheDocument();
    expect(
      within(questionCard('grade')).getByLabelText(fieldLabel(en.survey_builder.question.text)),
    ).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: en.survey_builder.versions.title })).toBeInTheDocument();
  });
});
