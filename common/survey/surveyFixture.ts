import type { SurveyContent } from './content';
import { defaultQuestionCountZones } from './content';

/** A small survey with every question type and a skip rule, for tests. */
export function sampleSurvey(): SurveyContent {
  return {
    title: { en: 'Wellbeing', lv: 'Labsajūta', ru: 'Самочувствие' },
    intro_text: {
      en: 'Tell us how school feels.',
      lv: 'Pastāsti, kā tev klājas skolā.',
      ru: 'Расскажи, как тебе в школе.',
    },
    pillars: [{ id: 'belonging', name: { en: 'Belonging', lv: 'Piederība', ru: 'Принадлежность' } }],
    question_count_zones: defaultQuestionCountZones,
    modules: [
      {
        id: 'm1',
        title: { en: 'About you', lv: 'Par tevi', ru: 'О тебе' },
        intro: {},
        questions: [
          {
            id: 'grade',
            type: 'single',
            text: { en: 'Which grade are you in?', lv: 'Kurā klasē tu mācies?', ru: 'В каком ты классе?' },
            required: true,
            reverse: false,
            pillar: null,
            options: [
              { id: 'g7', label: { en: '7', lv: '7', ru: '7' } },
              { id: 'g8', label: { en: '8', lv: '8', ru: '8' } },
            ],
          },
          {
            id: 'safe',
            type: 'agreement',
            text: {
              en: 'I feel safe at school.',
              lv: 'Skolā jūtos droši.',
              ru: 'В школе я чувствую себя в безопасности.',
            },
            required: true,
            reverse: false,
            pillar: 'belonging',
          },
        ],
      },
      {
        id: 'm2',
        title: { en: 'Lessons', lv: 'Stundas', ru: 'Уроки' },
        intro: {},
        questions: [
          {
            id: 'bored',
            type: 'frequency',
            text: {
              en: 'I am bored in lessons.',
              lv: 'Stundās man ir garlaicīgi.',
              ru: 'На уроках мне скучно.',
            },
            required: false,
            reverse: true,
            pillar: 'belonging',
          },
          {
            id: 'why_unsafe',
            type: 'text_long',
            text: {
              en: 'What makes you feel unsafe?',
              lv: 'Kas liek justies nedroši?',
              ru: 'Что заставляет чувствовать себя в опасности?',
            },
            required: true,
            reverse: false,
            pillar: null,
            showIf: { all: [{ question: 'safe', op: 'range', min: 1, max: 2 }] },
          },
          {
            id: 'climate',
            type: 'matrix',
            scale: 'agreement',
            text: { en: 'In my class…', lv: 'Manā klasē…', ru: 'В моём классе…' },
            required: false,
            reverse: false,
            pillar: 'belonging',
            items: [
              { id: 'kind', text: { en: 'people are kind', lv: 'cilvēki ir laipni', ru: 'люди добры' } },
              { id: 'noise', text: { en: 'it is noisy', lv: 'ir trokšņaini', ru: 'шумно' }, reverse: true },
            ],
          },
          {
            id: 'recommend',
            type: 'rating',
            text: {
              en: 'Would you recommend the school?',
              lv: 'Vai ieteiktu skolu?',
              ru: 'Порекомендуешь школу?',
            },
            required: false,
            reverse: false,
            pillar: null,
          },
        ],
      },
    ],
  };
}
