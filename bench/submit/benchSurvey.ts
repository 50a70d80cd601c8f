import type { Answers } from '../../common/survey/answerTypes';
import {
  defaultQuestionCountZones,
  type Question,
  type QuestionType,
  type SurveyContent,
} from '../../common/survey/content';

const kinds: QuestionType[] = ['agreement', 'frequency', 'rating', 'single', 'agreement', 'multiple'];
const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, label: { en: id, lv: id, ru: id } }));

function question(index: number): Question {
  const type = index % 10 === 9 ? 'text_short' : kinds[index % kinds.length];
  return {
    id: `q${index + 1}`,
    type,
    text: { en: `Question ${index + 1}`, lv: `Jautājums ${index + 1}`, ru: `Вопрос ${index + 1}` },
    required: type !== 'text_short',
    reverse: index % 7 === 0,
    pillar: type === 'agreement' || type === 'frequency' ? `p${index % 4}` : null,
    ...(type === 'single' || type === 'multiple' ? { options } : {}),
  };
}

/** A 40-question student survey in four modules of ten, every answerable type but matrices. */
export function benchSurvey(): SurveyContent {
  const pillars = [0, 1, 2, 3].map((n) => ({
    id: `p${n}`,
    name: { en: `Pillar ${n}`, lv: `Pīlārs ${n}`, ru: `Тема ${n}` },
  }));
  return {
    title: { en: 'Bench survey', lv: 'Mērījumu aptauja', ru: 'Опрос для замеров' },
    intro_text: {},
    pillars,
    question_count_zones: defaultQuestionCountZones,
    modules: [0, 1, 2, 3].map((m) => ({
      id: `m${m + 1}`,
      title: { en: `Module ${m + 1}`, lv: `Modulis ${m + 1}`, ru: `Модуль ${m + 1}` },
      intro: {},
      questions: Array.from({ length: 10 }, (_, i) => question(m * 10 + i)),
    })),
  };
}

/** A complete, valid answer to every question of benchSurvey(). */
export function benchAnswers(content: SurveyContent, seed: number): Answers {
  const answers: Answers = {};
  content.modules
    .flatMap((module) => module.questions)
    .forEach((q, i) => {
      const n = seed + i;
      if (q.type === 'agreement' || q.type === 'frequency') answers[q.id] = (n % 5) + 1;
      else if (q.type === 'rating') answers[q.id] = n % 11;
      else if (q.type === 'single') answers[q.id] = options[n % 4].id;
      else if (q.type === 'multiple') answers[q.id] = [options[n % 4].id, options[(n + 1) % 4].id];
      else answers[q.id] = `Answer ${n}`;
    });
  return answers;
}
