import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../../common/languages';
import { allQuestions, questionCount } from '../../../../common/survey/content';
import { contentProblems, missingTexts } from '../../../../common/survey/contentRules';
import { surveyContentSchema } from '../../../routes/surveys/contentSchema';
import { librarySurveys } from './librarySurveys';

describe.each(librarySurveys)('library survey $slug', ({ content }) => {
  it('has a sound structure', () => {
    expect(contentProblems(content)).toEqual([]);
  });

  it.each(supportedLanguages)('has every text in %s', (language) => {
    expect(missingTexts(content, language)).toEqual([]);
  });

  it('fits the shape the survey builder saves', () => {
    expect(surveyContentSchema.safeParse(content).error?.issues ?? []).toEqual([]);
  });
});

describe('the student survey', () => {
  const content = librarySurveys[0].content;

  it('has the parts the demo results rely on', () => {
    const questions = allQuestions(content);
    const types = new Set(questions.map((question) => question.type));
    expect([...types].sort()).toEqual(
      ['agreement', 'frequency', 'matrix', 'multiple', 'number', 'rating', 'single', 'text_long'].sort(),
    );
    expect(questions.filter((question) => question.type === 'text_long')).toHaveLength(2);
    expect(questions.filter((question) => question.showIf)).toHaveLength(1);
    expect(questionCount(content)).toBeGreaterThanOrEqual(30);
  });
});
