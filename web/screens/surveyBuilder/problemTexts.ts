import type { TFunction } from 'i18next';

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

export function problemText(problem: string, t: TFunction): Problem {
  const split = problem.indexOf(': ');
  const where = split > 0 ? problem.slice(0, split) : '';
  const message = split > 0 ? problem.slice(split + 2) : problem;
  for (const [pattern, key] of problemKeys) {
    const match = pattern.exec(message);
    if (match) return { where, text: t(`survey_builder.problems.${key}`, { question: match[1] ?? '' }) };
  }
  return { where, text: message };
}

/** The problems that name one question or module. */
export function problemsAt(problems: Problem[], id: string): string[] {
  return problems.filter((problem) => problem.where === id).map((problem) => problem.text);
}

/** One missing text ('title', 'pillar p1', 'm1 title', 'q3', 'q3 option o1', 'q3 item i2') for people. */
export function missingTextLabel(where: string, t: TFunction): string {
  if (where === 'title') return t('survey_builder.missing.title');
  const pillar = /^pillar (.+)$/.exec(where);
  if (pillar) return t('survey_builder.missing.pillar', { id: pillar[1] });
  const module = /^(.+) title$/.exec(where);
  if (module) return t('survey_builder.missing.module', { id: module[1] });
  const part = /^(.+) (option|item) (.+)$/.exec(where);
  if (part) return t(`survey_builder.missing.${part[2]}`, { question: part[1], id: part[3] });
  return t('survey_builder.missing.question', { id: where });
}
