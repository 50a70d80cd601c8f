import { describe, expect, it } from 'vitest';
import { ratingEndsFor, scaleWordsFor, surveyWord, surveyWordKeys } from './scaleWords';

describe('survey words of a language added in the product', () => {
  it('reads its translations and English for every word left untranslated', () => {
    const ukrainian = {
      'poll.scales.agreement.1': 'Зовсім не згоден',
      // GET /api/language/get answers an untranslated key with itself; an empty text is untranslated too.
      'poll.scales.agreement.2': 'poll.scales.agreement.2',
      'poll.scales.agreement.3': '  ',
      'poll.rating_ends.high': 'Повністю',
    };
    expect(scaleWordsFor('agreement', 'uk', ukrainian)).toEqual([
      'Зовсім не згоден',
      'Disagree',
      'Neither agree nor disagree',
      'Agree',
      'Strongly agree',
    ]);
    expect(ratingEndsFor('uk', ukrainian)).toEqual(['Not at all', 'Повністю']);
    expect(scaleWordsFor('frequency', 'lt')).toEqual(['Never', 'Rarely', 'Sometimes', 'Often', 'Always']);
  });

  it('keeps the shipped words of en, lv and ru, and lays edited ones over them', () => {
    expect(scaleWordsFor('agreement', 'lv')).toEqual([
      'Pilnībā nepiekrītu',
      'Nepiekrītu',
      'Ne piekrītu, ne nepiekrītu',
      'Piekrītu',
      'Pilnībā piekrītu',
    ]);
    expect(ratingEndsFor('ru')).toEqual(['Совсем нет', 'Полностью']);
    expect(ratingEndsFor('en')).toEqual(['Not at all', 'Completely']);
    expect(surveyWord('poll.scales.frequency.5', 'lv', { 'poll.scales.frequency.5': 'Vienmēr!' })).toBe(
      'Vienmēr!',
    );
  });

  it('asks for exactly the words it shows', () => {
    expect(surveyWordKeys).toHaveLength(12);
    for (const key of surveyWordKeys) expect(surveyWord(key, 'uk')).not.toBe(key);
  });
});
