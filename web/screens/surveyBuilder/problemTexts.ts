import type { TFunction } from '../../i18n/translator';
import type { PlaceNumbers } from './placeNames';

/**
 * contentProblems() and missingTexts() (common/survey/contentRules.ts) speak English and name
 * where each problem is. These turn them into the interface language and group them by place.
 */

export type Problem = { where: string; text: string };

const problemKeys: [RegExp, string][] = [
  [/^two pillars share an id$/, 'pillar_ids'],
  [/^two modules share this id$/, 'module_ids'],
  [/^the condition must refer to an earlier question \((.+)\)$/, 'forward_reference'],
  [/^the range is empty$/, 'empty_range'],
  [/^a matrix question can only be tested for being answered$/, 'matrix_rule'],
  [/^two questions share this id$/, 'question_ids'],
  [/^unknown type$/, 'unknown_type'],
  [/^unknown pillar$/, 'unknown_pillar'],
  [/^needs at least two options$/, 'two_options'],
  [/^two options share an id$/, 'option_ids'],
  [/^needs at least one item$/, 'one_item'],
  [/^two items share an id$/, 'item_ids'],
  [/^needs a scale$/, 'scale'],
  [/^the minimum is above the maximum$/, 'min_max'],
];

export function problemText(problem: string, numbers: PlaceNumbers, t: TFunction): Problem {
  const split = problem.indexOf(': ');
  const where = split > 0 ? problem.slice(0, split) : '';
  const message = split > 0 ? problem.slice(split + 2) : problem;
  for (const [pattern, key] of problemKeys) {
    const match = pattern.exec(message);
    if (!match) continue;
    const named = match[1] ? numbers.questions.get(match[1]) : undefined;
    const question = named ? t('survey_builder.question.name', { id: named }) : (match[1] ?? '');
    return { where, text: t(`survey_builder.problems.${key}`, { question }) };
  }
  return { where, text: message };
}

/** The problems that name one question or module. */
export function problemsAt(problems: Problem[], id: string): string[] {
  return problems.filter((problem) => problem.where === id).map((problem) => problem.text);
}

/** One missing text ('title', 'pillar p1', 'm1 title', 'q3', 'q3 option o1', 'q3 item i2') for people, by position. */
export function missingTextLabel(where: string, numbers: PlaceNumbers, t: TFunction): string {
  if (where === 'title') return t('survey_builder.missing.title');
  if (where === 'intro text') return t('survey_builder.settings.intro_text');
  const pillar = /^pillar (.+)$/.exec(where);
  if (pillar) return t('survey_builder.missing.pillar', { id: numbers.pillars.get(pillar[1]) ?? '' });
  const module = /^(.+) (title|intro)$/.exec(where);
  if (module && numbers.modules.has(module[1]))
    return t('survey_builder.missing.module', {
      id: t('survey_builder.modules.name', { number: numbers.modules.get(module[1]) }),
    });
  const part = /^(.+) (option|item) (.+)$/.exec(where);
  if (part)
    return t(`survey_builder.missing.${part[2]}`, {
      question: t('survey_builder.missing.question', { id: numbers.questions.get(part[1]) ?? '' }),
      id: numbers.parts.get(`${part[1]}/${part[3]}`) ?? '',
    });
  const question = /^(\S+)(?: help)?$/.exec(where);
  return t('survey_builder.missing.question', { id: numbers.questions.get(question?.[1] ?? where) ?? '' });
}
