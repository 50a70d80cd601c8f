import { describe, expect, it } from 'vitest';
import { defaultQuestionCountZones, type SurveyContent } from '../../../common/survey/content';
import { filterWording } from './filterNaming';

const content: SurveyContent = {
  title: { en: 'Climate' },
  intro_text: {},
  pillars: [],
  question_count_zones: defaultQuestionCountZones,
  modules: [
    {
      id: 'm1',
      title: { en: 'School' },
      intro: {},
      questions: [
        {
          id: 'grade',
          type: 'single',
          text: { en: 'Which grade are you in?', lv: 'Kurā klasē tu mācies?', ru: 'В каком ты классе?' },
          required: true,
          reverse: false,
          pillar: null,
          options: [
            { id: 'g7', label: { en: 'Grade 7', lv: '7. klase', ru: '7 класс' } },
            { id: 'g8', label: { en: 'Grade 8', lv: '8. klase', ru: '8 класс' } },
          ],
        },
      ],
    },
  ],
};

const mapping = {
  question_options: [
    { id: 'g7', value: 'Grade 7' },
    { id: 'g8', value: 'Grade 8' },
  ],
};

describe('filterWording', () => {
  it('shows a filter built on an English screen in the reader’s language while it keeps the offered words', () => {
    const lv = filterWording(content, 'grade', 'Which grade are you in?', mapping, 'lv');
    expect(lv.name).toBe('Kurā klasē tu mācies?');
    expect(lv.labelOf('Grade 7')).toBe('7. klase');
    const ru = filterWording(content, 'grade', 'Kurā klasē tu mācies? ', mapping, 'ru');
    expect(ru.name).toBe('В каком ты классе?');
    expect(ru.labelOf('Grade 8')).toBe('8 класс');
  });

  it('keeps a name or value someone typed, and a value that joins several answers', () => {
    const joined = {
      question_options: [
        { id: 'g7', value: 'Younger' },
        { id: 'g8', value: 'Younger' },
      ],
    };
    const typed = filterWording(content, 'grade', 'Our grades', joined, 'lv');
    expect(typed.name).toBe('Our grades');
    expect(typed.labelOf('Younger')).toBe('Younger');
  });

  it('shows the stored words without a language or when the question is gone', () => {
    expect(filterWording(content, 'grade', 'Which grade are you in?', mapping, undefined).name).toBe(
      'Which grade are you in?',
    );
    const gone = filterWording(content, 'missing', 'Which grade are you in?', mapping, 'lv');
    expect(gone.name).toBe('Which grade are you in?');
    expect(gone.labelOf('Grade 7')).toBe('Grade 7');
  });
});
