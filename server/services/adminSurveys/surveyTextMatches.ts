import type { LanguageCode } from '../../../common/languages';
import type { Localized, SurveyContent } from '../../../common/survey/content';

export type TextMatch = {
  /** What the text is: the survey's name or intro, a module, a question, or an answer option or matrix item. */
  where: 'title' | 'intro' | 'module' | 'question' | 'option' | 'item';
  module_id: string | null;
  question_id: string | null;
  language: LanguageCode;
  text: string;
};

/** Every text of a survey with where it stands, in reading order. */
function* surveyTexts(
  content: SurveyContent,
): Generator<Omit<TextMatch, 'language' | 'text'> & { texts: Localized }> {
  yield { where: 'title', module_id: null, question_id: null, texts: content.title };
  yield { where: 'intro', module_id: null, question_id: null, texts: content.intro_text };
  for (const module of content.modules) {
    const at = { module_id: module.id, question_id: null };
    yield { where: 'module', ...at, texts: module.title };
    yield { where: 'module', ...at, texts: module.intro };
    for (const question of module.questions) {
      const inQuestion = { module_id: module.id, question_id: question.id };
      yield { where: 'question', ...inQuestion, texts: question.text };
      for (const option of question.options ?? [])
        yield { where: 'option', ...inQuestion, texts: option.label };
      for (const item of question.items ?? []) yield { where: 'item', ...inQuestion, texts: item.text };
    }
  }
}

/** The texts of a survey that contain the words searched for, ignoring case, at most `limit`. */
export function textMatches(content: SurveyContent, search: string, limit = 10): TextMatch[] {
  const needle = search.toLocaleLowerCase();
  const found: TextMatch[] = [];
  for (const { texts, ...at } of surveyTexts(content)) {
    for (const [language, text] of Object.entries(texts ?? {}) as [LanguageCode, string][]) {
      if (typeof text === 'string' && text.toLocaleLowerCase().includes(needle)) {
        found.push({ ...at, language, text });
        if (found.length >= limit) return found;
      }
    }
  }
  return found;
}
