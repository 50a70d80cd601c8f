import type { SurveyLanguage } from '../../../common/languages';
import { allQuestions, type SurveyContent } from '../../../common/survey/content';
import type { FilterMapping } from '../../db/schema/results';

type Texts = Partial<Record<string, string>> | undefined;

const same = (a: string, b: string | undefined) => b !== undefined && a.trim() === b.trim();
const inAnyLanguage = (text: string, texts: Texts) =>
  Object.values(texts ?? {}).some((entry) => same(text, entry));
const inLanguage = (texts: Texts, language: SurveyLanguage, fallback: string) =>
  texts?.[language]?.trim() || fallback;

/**
 * A question filter's name and value labels as a reader sees them. The builder offers the question's
 * text as the name and each option's label as its value, in the language of whoever builds it; while
 * they stay so, a reader sees them in the reader's language (a filter built on an English screen reads
 * in Latvian on a Latvian one). A name or value someone typed is theirs and is shown as typed. Without
 * a language (the editor's own read of one filter) the words are shown as stored.
 */
export function filterWording(
  content: SurveyContent,
  questionId: string,
  name: string,
  mapping: FilterMapping,
  language: SurveyLanguage | undefined,
): { name: string; labelOf: (value: string) => string } {
  const question = allQuestions(content).find((candidate) => candidate.id === questionId);
  if (!question || !language) return { name, labelOf: (value) => value };
  const shownName = inAnyLanguage(name, question.text) ? inLanguage(question.text, language, name) : name;
  const options = question.type === 'single' ? (question.options ?? []) : [];
  const labelOf = (value: string) => {
    const ids = mapping.question_options.filter((entry) => entry.value === value).map((entry) => entry.id);
    const option = ids.length === 1 ? options.find((candidate) => candidate.id === ids[0]) : undefined;
    return option && inAnyLanguage(value, option.label) ? inLanguage(option.label, language, value) : value;
  };
  return { name: shownName, labelOf };
}
