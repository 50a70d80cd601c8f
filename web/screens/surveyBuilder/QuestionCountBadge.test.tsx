import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { renderScreen } from '../../test/renderScreen';
import { type BuilderActions, BuilderActionsContext, BuilderStateContext } from './builderContext';
import type { BuilderState } from './builderState';
import { QuestionCountBadge } from './QuestionCountBadge';

function renderBadge(template: ReturnType<typeof sampleSurvey>) {
  const state = { template } as unknown as BuilderState;
  const actions = { getState: () => state, canEdit: true, language: 'en' } as unknown as BuilderActions;
  return renderScreen(
    <BuilderActionsContext.Provider value={actions}>
      <BuilderStateContext.Provider value={state}>
        <QuestionCountBadge />
      </BuilderStateContext.Provider>
    </BuilderActionsContext.Provider>,
  );
}

describe('the question count badge', () => {
  it('judges a survey with questions by its length', () => {
    renderBadge(sampleSurvey());
    expect(screen.getByTestId('question-count')).toHaveTextContent('7 questions · Good length · about 3 min');
  });

  it('does not call an empty survey a good length: it asks for the first question', () => {
    renderBadge({ ...sampleSurvey(), modules: [] });
    expect(screen.getByTestId('question-count')).toHaveTextContent(en.survey_builder.count.empty);
    expect(screen.getByTestId('question-count')).not.toHaveTextContent(en.survey_builder.count.zones.good);
  });
});
