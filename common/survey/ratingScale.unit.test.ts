import { describe, expect, it } from 'vitest';
import { librarySurveys } from '../../server/db/seed/librarySurveys/librarySurveys';
import { supportedLanguages } from '../languages';
import { localizedText } from '../localizedText';
import { allQuestions } from './content';
import { ratingDescription, statesRatingScale } from './ratingScale';

const generic = '0 = not at all, 10 = completely';

describe('statesRatingScale', () => {
  it.each([
    'How would you rate it? (0 = very bad, 10 = excellent)',
    'Kā tu kopumā vērtē savu ikdienu skolā? (0 — ļoti slikti, 10 — lieliski)',
    'Как ты в целом оцениваешь свою жизнь в школе? (0 — очень плохо, 10 — отлично)',
    'Rate it: 0 (not at all) … 10 (completely)',
    '0: never, 10: always',
  ])('finds both ends named in %s', (text) => {
    expect(statesRatingScale(text)).toBe(true);
  });

  it.each([
    'Would you recommend the school?',
    'How many of the last 10 days were good? (0 = none)',
    'Rate from 0 to 10.',
    'Score 2.0 = fine, 10.5 = odd',
    '',
  ])('finds no named ends in %s', (text) => {
    expect(statesRatingScale(text)).toBe(false);
  });
});

describe('ratingDescription', () => {
  it('gives the generic ends when the question names none', () => {
    expect(ratingDescription('Would you recommend the school?', undefined, generic)).toBe(generic);
  });

  it("keeps to the question's own ends when its text names them", () => {
    expect(ratingDescription('Life at school? (0 = very bad, 10 = excellent)', undefined, generic)).toBe('');
  });

  it("gives the question's help alone when the help names the ends", () => {
    expect(ratingDescription('Life at school?', '0 = very bad, 10 = excellent', generic)).toBe(
      '0 = very bad, 10 = excellent',
    );
  });

  it('gives a help that names no ends with the generic ends after it', () => {
    expect(ratingDescription('Life at school?', 'Think of this term.', generic)).toBe(
      `Think of this term. ${generic}`,
    );
  });
});

describe("the library surveys' ratings", () => {
  const ratings = librarySurveys.flatMap(({ slug, content }) =>
    allQuestions(content)
      .filter((question) => question.type === 'rating')
      .map((question) => ({ slug, question })),
  );

  it('exist', () => {
    expect(ratings.length).toBeGreaterThan(0);
  });

  // Each names its own ends in every language, so the poll shows those and not the generic ones besides.
  it.each(supportedLanguages)('name their own ends in %s', (language) => {
    for (const { slug, question } of ratings)
      expect([slug, question.id, statesRatingScale(localizedText(question.text, language))]).toEqual([
        slug,
        question.id,
        true,
      ]);
  });
});
