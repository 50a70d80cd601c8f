import { asc, eq } from 'drizzle-orm';
import { intlLocale } from '../../../common/languages';
import type { Db } from '../../db/client';
import { wordcloudWords } from '../../db/schema/results';
import { fieldError, notFound } from '../../http/errors';
import { builtInStopWordsOf } from './stopWords';
import { addedWordsFor, normalizeWord } from './wordcloud';

type WordRow = typeof wordcloudWords.$inferSelect;
export type WordKind = WordRow['kind'];

export const presentWord = (row: WordRow) => ({
  id: row.id,
  word: row.word,
  kind: row.kind,
  language: row.language,
});

/**
 * The words a language's word cloud leaves out: `stop` = built-in and added stop words of the
 * language, `hidden` = hidden words of every language (a name is hidden whatever the language),
 * `added` = the rows a super-admin may remove. Any survey language: one added at /admin/manage-languages
 * has no built-in stop words, only the ones added here.
 */
export async function listWordcloudWords(db: Db, language: string) {
  const added = await db
    .select()
    .from(wordcloudWords)
    .where(addedWordsFor(language))
    .orderBy(asc(wordcloudWords.word), asc(wordcloudWords.id));
  const collator = new Intl.Collator(intlLocale(language));
  const stop = new Set(builtInStopWordsOf(language));
  for (const row of added) if (row.kind === 'stop') stop.add(row.word);
  return {
    stop: [...stop].sort(collator.compare),
    hidden: [...new Set(added.filter((row) => row.kind === 'hidden').map((row) => row.word))].sort(
      collator.compare,
    ),
    added: added.map(presentWord),
  };
}

export async function addWordcloudWord(db: Db, input: { language: string; word: string; kind: WordKind }) {
  const word = normalizeWord(input.word, input.language);
  if (input.kind === 'stop' && builtInStopWordsOf(input.language).has(word)) {
    throw fieldError('word: is already a built-in stop word');
  }
  const [row] = await db
    .insert(wordcloudWords)
    .values({ language: input.language, word, kind: input.kind })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError(`word: is already in the ${input.kind} words`);
  return row;
}

export async function removeWordcloudWord(db: Db, id: number) {
  const [row] = await db.delete(wordcloudWords).where(eq(wordcloudWords.id, id)).returning();
  if (!row) throw notFound('Word');
  return row;
}
