import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../../common/languages';
import { allQuestions } from '../../../../common/survey/content';
import { contentProblems, missingTexts } from '../../../../common/survey/contentRules';
import { surveyContentSchema } from '../../../routes/surveys/contentSchema';
import { selfAssessmentSurvey } from './selfAssessment';

describe('the self-assessment survey', () => {
  it('has a sound structure in the builder shape', () => {
    expect(contentProblems(selfAssessmentSurvey)).toEqual([]);
    expect(surveyContentSchema.safeParse(selfAssessmentSurvey).error?.issues ?? []).toEqual([]);
  });

  it.each(supportedLanguages)('has every text in %s', (language) => {
    expect(missingTexts(selfAssessmentSurvey, language)).toEqual([]);
  });

  it('asks agreement statements over five pillars and one open question', () => {
    const questions = allQuestions(selfAssessmentSurvey);
    expect(selfAssessmentSurvey.pillars.map((pillar) => pillar.id)).toEqual([
      'wellbeing',
      'teaching',
      'leadership',
      'parents',
      'safety',
    ]);
    expect(questions.filter((question) => question.type === 'agreement')).toHaveLength(18);
    expect(questions.filter((question) => question.type === 'text_long')).toHaveLength(1);
  });
});
