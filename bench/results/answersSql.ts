import type { Question, SurveyContent } from '../../common/survey/content';
import { benchPillars } from './benchSurvey';

/**
 * The answers of one generated response as a PostgreSQL expression over `g` (pb: the respondent's
 * own leaning, lang) and `s` (the seat: class_bias, school_idx, grade). Scale answers lean by
 * pillar, school and class; optional questions are sometimes skipped; open texts are rare.
 */
export function answersSql(content: SurveyContent): string {
  const pairs = content.modules.flatMap((module) => module.questions).map((q) => `'${q.id}', ${valueSql(q)}`);
  return `jsonb_strip_nulls(jsonb_build_object(${pairs.join(',\n')}))`;
}

const pillarIndex = (pillar: string | null) => benchPillars.findIndex((p) => p.id === pillar);

/** A 1–5 point: the pillar's mean, moved by the school (±0.3), the class and the respondent, plus noise. */
function pointSql(pillar: string | null, reverse: boolean): string {
  const index = Math.max(0, pillarIndex(pillar));
  const mean = benchPillars[index].mean;
  const schoolShift = `(((s.school_idx * 37 + ${index * 11}) % 13) - 6) / 20.0`;
  const favourable = `least(5, greatest(1, round(${mean} + s.class_bias + ${schoolShift} + 0.7 * g.pb + (random() - 0.5) * 2.4)))::int`;
  return reverse ? `(6 - ${favourable})` : favourable;
}

const skippable = (question: Question, value: string) =>
  question.required ? value : `case when random() < 0.04 then null else ${value} end`;

const pick = (ids: string[]) =>
  `(array[${ids.map((id) => `'${id}'`).join(',')}])[1 + floor(random() * ${ids.length})::int]`;

const phrases: Record<string, string[]> = {
  lv: [
    'Draugi un skolotāji',
    'Sporta zāle un pulciņi',
    'Vairāk laika starpbrīžiem',
    'Ēdnīcas ēdiens',
    'Mazāk mājasdarbu',
  ],
  ru: [
    'Друзья и учителя',
    'Спортзал и кружки',
    'Больше времени на перемены',
    'Еда в столовой',
    'Меньше домашних заданий',
  ],
  en: ['Friends and teachers', 'The gym and clubs', 'Longer breaks', 'Canteen food', 'Less homework'],
};

function valueSql(question: Question): string {
  switch (question.type) {
    case 'agreement':
    case 'frequency':
      return skippable(question, pointSql(question.pillar, question.reverse));
    case 'matrix': {
      const items = (question.items ?? []).map(
        (item) => `'${item.id}', ${pointSql(question.pillar, Boolean(item.reverse))}`,
      );
      return `jsonb_build_object(${items.join(', ')})`;
    }
    case 'rating':
      return skippable(
        question,
        'least(10, greatest(0, round(6.3 + 2 * s.class_bias + 1.4 * g.pb + (random() - 0.5) * 4)))::int',
      );
    case 'single':
      if (question.id === 'grade') {
        return `to_jsonb('g' || case when random() < 0.93 then s.grade
          else least(12, greatest(1, s.grade + case when random() < 0.5 then -1 else 1 end)) end)`;
      }
      return `to_jsonb(${pick((question.options ?? []).map((option) => option.id))})`;
    case 'multiple': {
      const chosen = (question.options ?? []).map(
        (option, index) => `case when random() < ${(0.5 - index * 0.08).toFixed(2)} then '${option.id}' end`,
      );
      return `nullif(to_jsonb(array_remove(array[${chosen.join(', ')}], null)), '[]'::jsonb)`;
    }
    case 'text_short':
    case 'text_long':
      return `case when random() < ${question.type === 'text_short' ? 0.3 : 0.2} then case g.lang
        ${Object.entries(phrases)
          .map(([language, list]) => `when '${language}' then ${pick(list)}`)
          .join(' ')} end end`;
    case 'number':
      return 'null';
  }
}
