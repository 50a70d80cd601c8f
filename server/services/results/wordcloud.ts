import { eq, or } from 'drizzle-orm';
import { intlLocale, type SurveyLanguage } from '../../../common/languages';
import type { Db } from '../../db/client';
import { wordcloudWords } from '../../db/schema/results';
import { builtInStopWords } from './stopWords';

export type WordCount = { word: string; count: number };

const maxWords = 60;
const minLetters = 3;
/** A word said once can point to the one person who said it. */
const minOccurrences = 2;

/** Runs of letters (with combining marks), allowing an apostrophe inside a word ("don't"). */
const wordPattern = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

/** How a word is compared: composed, one kind of apostrophe, lower case in its language (any code). */
export const normalizeWord = (word: string, language: string) =>
  word.normalize('NFC').replace(/’/g, "'").toLocaleLowerCase(intlLocale(language));

/** Words of the texts with how often they occur, most frequent first (ties alphabetical). */
export function wordCounts(texts: string[], language: SurveyLanguage, excluded: Set<string>): WordCount[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.normalize('NFC').matchAll(wordPattern)) {
      const word = normalizeWord(match[0], language);
      if ([...word].length < minLetters || excluded.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const collator = new Intl.Collator(language);
  return [...counts]
    .filter(([, count]) => count >= minOccurrences)
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.word, b.word))
    .slice(0, maxWords);
}

/** The added words a language's cloud leaves out: its own stop words and hidden words of any language. */
export const addedWordsFor = (language: string) =>
  or(eq(wordcloudWords.language, language), eq(wordcloudWords.kind, 'hidden'));

/**
 * Words left out of a cloud: the built-in and added stop words of every language, and the hidden
 * words. A period's answers come in each respondent's own language, not the viewer's.
 */
export async function excludedWords(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ word: wordcloudWords.word, language: wordcloudWords.language })
    .from(wordcloudWords);
  const excluded = new Set(Object.values(builtInStopWords).flatMap((words) => [...words]));
  for (const row of rows) excluded.add(normalizeWord(row.word, row.language));
  return excluded;
}

export async function loadWordCloud(db: Db, texts: string[], language: SurveyLanguage): Promise<WordCount[]> {
  if (texts.length === 0) return [];
  return wordCounts(texts, language, await excludedWords(db));
}
