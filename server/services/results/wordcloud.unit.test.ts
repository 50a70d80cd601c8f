import { describe, expect, it } from 'vitest';
import { builtInStopWords } from './stopWords';
import { wordCounts } from './wordcloud';

const none = new Set<string>();

describe('wordCounts', () => {
  it('counts Latvian words with diacritics, lower-cased, dropping stop words', () => {
    const texts = ['Skolotāji ir ĻOTI laipni!', 'skolotāji un Ēdnīca', 'Ēdnīca, skolotāji.'];
    expect(wordCounts(texts, 'lv', new Set(builtInStopWords.lv))).toEqual([
      { word: 'skolotāji', count: 3 },
      { word: 'ēdnīca', count: 2 },
    ]);
  });

  it('counts Cyrillic words and leaves Russian function words out', () => {
    const texts = ['Учителя — хорошие, и уроки интересные', 'Уроки интересные, но учителя строгие'];
    expect(wordCounts(texts, 'ru', new Set(builtInStopWords.ru))).toEqual([
      { word: 'интересные', count: 2 },
      { word: 'уроки', count: 2 },
      { word: 'учителя', count: 2 },
    ]);
  });

  it('drops numbers, punctuation, short words and words said only once', () => {
    const texts = ['2024: the bus (bus!) is late; 15 min', 'BUS... lunch 12:30', 'lunch?'];
    expect(wordCounts(texts, 'en', new Set(builtInStopWords.en))).toEqual([
      { word: 'bus', count: 3 },
      { word: 'lunch', count: 2 },
    ]);
  });

  it('keeps apostrophes inside words so that contractions meet the stop list', () => {
    const texts = ["I don't like it, don’t know", 'know know'];
    expect(wordCounts(texts, 'en', new Set(builtInStopWords.en))).toEqual([{ word: 'know', count: 3 }]);
    expect(wordCounts(texts, 'en', none)).toContainEqual({ word: "don't", count: 2 });
  });

  it('leaves out excluded words and sorts ties alphabetically, at most 60', () => {
    const words = Array.from(
      { length: 70 },
      (_, index) => `word${String.fromCharCode(97 + (index % 26))}${index}`,
    );
    const texts = [
      words.join(' '),
      words.join(' '),
      'zebra zebra zebra apple apple apple hidden hidden hidden',
    ];
    const result = wordCounts(
      texts.map((text) => text.replace(/\d+/g, (digits) => 'x'.repeat(Number(digits) + 1))),
      'en',
      new Set(['hidden']),
    );
    expect(result).toHaveLength(60);
    expect(result.slice(0, 2)).toEqual([
      { word: 'apple', count: 3 },
      { word: 'zebra', count: 3 },
    ]);
    expect(result.map((entry) => entry.word)).not.toContain('hidden');
  });

  it('has a real list of function words for each language', () => {
    for (const language of ['en', 'lv', 'ru'] as const) {
      expect(builtInStopWords[language].size).toBeGreaterThan(150);
    }
    expect(builtInStopWords.lv.has('tāpēc')).toBe(true);
    expect(builtInStopWords.ru.has('потому')).toBe(true);
  });
});
