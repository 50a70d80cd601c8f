import { describe, expect, it } from 'vitest';
import { estimatedMinutes } from './answeringTime';
import { emptySurveyContent, type Question, type SurveyContent } from './content';

const withQuestions = (questions: Partial<Question>[]): SurveyContent => ({
  ...emptySurveyContent(),
  modules: [
    {
      id: 'm1',
      title: {},
      intro: {},
      questions: questions.map((question, index) => ({ id: `q${index}`, text: {}, ...question }) as Question),
    },
  ],
});

describe('estimatedMinutes', () => {
  it('comes from the survey’s own questions, not the length zone', () => {
    expect(estimatedMinutes(withQuestions([]))).toBe(1);
    expect(
      estimatedMinutes(withQuestions([{ type: 'agreement' }, { type: 'agreement' }, { type: 'agreement' }])),
    ).toBe(1);
    const long = Array.from({ length: 40 }, () => ({ type: 'agreement' as const }));
    expect(estimatedMinutes(withQuestions(long))).toBe(7);
  });

  it('counts written answers as slower and a matrix per statement', () => {
    const written = withQuestions([{ type: 'text_long' }, { type: 'text_long' }, { type: 'text_long' }]);
    expect(estimatedMinutes(written)).toBe(4);
    const matrix = withQuestions([
      { type: 'matrix', items: Array.from({ length: 20 }, (_, i) => ({ id: `i${i}`, text: {} })) },
    ]);
    expect(estimatedMinutes(matrix)).toBe(3);
  });
});
