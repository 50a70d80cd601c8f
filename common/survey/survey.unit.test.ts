import { describe, expect, it } from 'vitest';
import { checkSubmission } from './answers';
import { questionCount, zoneFor } from './content';
import { contentProblems, missingTexts } from './contentRules';
import { visibleQuestionIds } from './skipLogic';
import { sampleSurvey } from './surveyFixture';

describe('survey content rules', () => {
  it('accepts a well-formed survey and counts matrix items as questions', () => {
    const survey = sampleSurvey();
    expect(contentProblems(survey)).toEqual([]);
    expect(questionCount(survey)).toBe(7);
    expect(zoneFor(survey).tone).toBe('good');
  });

  it('refuses skip logic that looks forward or at a missing question, and other broken structure', () => {
    const survey = sampleSurvey();
    survey.modules[0].questions[0].showIf = { all: [{ question: 'bored', op: 'equals', value: 1 }] };
    survey.modules[1].showIf = { any: [{ question: 'nope', op: 'answered' }] };
    survey.modules[1].questions[0].pillar = 'unknown';
    survey.modules[0].questions[0].options = [{ id: 'x', label: {} }];
    expect(contentProblems(survey)).toEqual([
      'grade: needs at least two options',
      'grade: the condition must refer to an earlier question (bored)',
      'm2: the condition must refer to an earlier question (nope)',
      'bored: unknown pillar',
    ]);
  });

  it('lists the texts a language still lacks', () => {
    const survey = sampleSurvey();
    expect(missingTexts(survey, 'lv')).toEqual([]);
    survey.modules[1].questions[2].items![1].text = { en: 'it is noisy' };
    expect(missingTexts(survey, 'lv')).toEqual(['climate item noise']);
  });

  it('needs an intro or help text in each language once it is written in one', () => {
    const survey = sampleSurvey();
    survey.intro_text = {};
    survey.modules[0].intro = { en: '  ' };
    expect(missingTexts(survey, 'ru')).not.toContain('intro text');
    survey.intro_text = { en: 'Thank you for taking part' };
    survey.modules[0].questions[0].help = { lv: 'Izvēlies vienu' };
    expect(missingTexts(survey, 'ru')).toEqual(
      expect.arrayContaining(['intro text', `${survey.modules[0].questions[0].id} help`]),
    );
    expect(missingTexts(survey, 'ru')).not.toContain(`${survey.modules[0].id} intro`);
  });
});

describe('skip logic and submissions', () => {
  it('shows the follow-up only to those who feel unsafe', () => {
    const survey = sampleSurvey();
    expect(visibleQuestionIds(survey, { safe: 5 })).not.toContain('why_unsafe');
    expect(visibleQuestionIds(survey, { safe: 2 })).toContain('why_unsafe');
  });

  it('names every bad answer by its question', () => {
    const { problems } = checkSubmission(
      sampleSurvey(),
      { grade: 'g9', safe: 6, nope: 1, climate: { kind: 3, loud: 2 }, recommend: 10.5 },
      true,
    );
    expect(problems).toEqual([
      'grade: must be one of the options',
      'safe: must be a whole number from 1 to 5',
      'nope: not a question of this survey',
      'climate: names an item the question does not have',
      'recommend: must be a whole number from 0 to 10',
      'grade: an answer is required',
      'safe: an answer is required',
    ]);
  });

  it('drops answers the skip logic hides and requires the shown ones', () => {
    const hidden = checkSubmission(sampleSurvey(), { grade: 'g7', safe: 4, why_unsafe: 'stale text' }, true);
    expect(hidden.problems).toEqual([]);
    expect(hidden.answers).toEqual({ grade: 'g7', safe: 4 });
    const shown = checkSubmission(sampleSurvey(), { grade: 'g7', safe: 1 }, true);
    expect(shown.problems).toEqual(['why_unsafe: an answer is required']);
    const draft = checkSubmission(sampleSurvey(), { safe: 1 }, false);
    expect(draft.problems).toEqual([]);
  });
});
