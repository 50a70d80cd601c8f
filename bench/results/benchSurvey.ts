import { allQuestions, type Question, type SurveyContent } from '../../common/survey/content';
import { choice, item, matrix, open, option, scaled, text } from '../../server/db/seed/librarySurveys/build';

/** The benchmark's pillars with the mean agreement (1–5) an average class gives them. */
export const benchPillars = [
  { id: 'belonging', name: text('Belonging', 'Piederība', 'Принадлежность'), mean: 3.7, statements: 7 },
  { id: 'safety', name: text('Safety', 'Drošība', 'Безопасность'), mean: 3.9, statements: 6 },
  { id: 'teaching', name: text('Teaching', 'Mācīšana', 'Преподавание'), mean: 3.4, statements: 4 },
  { id: 'engagement', name: text('Engagement', 'Iesaiste', 'Вовлечённость'), mean: 3.1, statements: 5 },
  { id: 'teachers', name: text('Teachers', 'Skolotāji', 'Учителя'), mean: 3.6, statements: 6 },
  { id: 'wellbeing', name: text('Wellbeing', 'Labbūtība', 'Благополучие'), mean: 3.3, statements: 5 },
] as const;

/** Grades of the generated classes; the grade question offers g1–g12. */
export const gradeOptionIds = Array.from({ length: 12 }, (_, index) => `g${index + 1}`);

const statement = (pillar: (typeof benchPillars)[number], n: number) =>
  text(
    `${pillar.name.en}: statement ${n}`,
    `${pillar.name.lv}: apgalvojums ${n}`,
    `${pillar.name.ru}: утверждение ${n}`,
  );

/** Engagement and wellbeing ask how often, the others how much one agrees; every fifth is reverse-scored. */
function pillarQuestions(pillar: (typeof benchPillars)[number]): Question[] {
  const scale = pillar.id === 'engagement' || pillar.id === 'wellbeing' ? 'frequency' : 'agreement';
  return Array.from({ length: pillar.statements }, (_, index) =>
    scaled(scale, `${pillar.id}_${index + 1}`, pillar.id, statement(pillar, index + 1), {
      reverse: index === 4,
      required: index < 3,
    }),
  );
}

const aboutYou: Question[] = [
  choice(
    'single',
    'grade',
    text('Which grade are you in?', 'Kurā klasē tu mācies?', 'В каком ты классе?'),
    gradeOptionIds.map((id, index) => option(id, `${index + 1}`, `${index + 1}.`, `${index + 1}`)),
  ),
  choice(
    'single',
    'travel',
    text('How do you get to school?', 'Kā tu nokļūsti skolā?', 'Как ты добираешься до школы?'),
    [
      option('walk', 'On foot', 'Kājām', 'Пешком'),
      option('bus', 'By bus', 'Ar autobusu', 'На автобусе'),
      option('car', 'By car', 'Ar auto', 'На машине'),
      option('bike', 'By bike', 'Ar velosipēdu', 'На велосипеде'),
    ],
  ),
  choice(
    'multiple',
    'activities',
    text('What do you do after school?', 'Ko tu dari pēc skolas?', 'Чем ты занимаешься после школы?'),
    [
      option('sport', 'Sport', 'Sports', 'Спорт'),
      option('music', 'Music', 'Mūzika', 'Музыка'),
      option('art', 'Art', 'Māksla', 'Искусство'),
      option('science', 'Science club', 'Zinātnes pulciņš', 'Научный кружок'),
      option('work', 'Part-time job', 'Darbs', 'Подработка'),
    ],
    { required: false },
  ),
];

const lessons = matrix(
  'lessons',
  'agreement',
  'teaching',
  text('In most lessons…', 'Lielākajā daļā stundu…', 'На большинстве уроков…'),
  [
    item('clear', text('the goal is clear', 'mērķis ir skaidrs', 'цель понятна')),
    item('pace', text('the pace suits me', 'temps man der', 'темп мне подходит')),
    item(
      'feedback',
      text(
        'I get useful feedback',
        'saņemu noderīgu atgriezenisko saiti',
        'я получаю полезную обратную связь',
      ),
    ),
    item('noise', text('it is too noisy to work', 'ir pārāk trokšņaini', 'слишком шумно'), true),
  ],
);

const closing: Question[] = [
  scaled(
    'rating',
    'recommend',
    null,
    text(
      'Would you recommend your school to a friend?',
      'Vai ieteiktu savu skolu draugam?',
      'Порекомендуешь свою школу другу?',
    ),
  ),
  open(
    'text_short',
    'best',
    text(
      'What do you like most about school?',
      'Kas tev skolā patīk visvairāk?',
      'Что тебе больше всего нравится в школе?',
    ),
  ),
  open(
    'text_long',
    'change',
    text('What should the school change?', 'Ko skolai vajadzētu mainīt?', 'Что школе стоит изменить?'),
  ),
];

/** 40 questions (43 answers with the matrix items), six pillars, every counted question type and two open ones. */
export function benchSurveyContent(): SurveyContent {
  const content: SurveyContent = {
    title: text('Benchmark student survey', 'Etalona skolēnu aptauja', 'Эталонная анкета учеников'),
    intro_text: text(
      'Generated for npm run bench:results.',
      'Ģenerēta bench:results.',
      'Создана для bench:results.',
    ),
    pillars: benchPillars.map(({ id, name }) => ({ id, name })),
    question_count_zones: [{ maxQuestions: 1000, minutes: 20, tone: 'long' }],
    modules: [
      { id: 'about', title: text('About you', 'Par tevi', 'О тебе'), intro: {}, questions: aboutYou },
      ...benchPillars.map((pillar) => ({
        id: pillar.id,
        title: pillar.name,
        intro: {},
        questions: [...pillarQuestions(pillar), ...(pillar.id === 'teaching' ? [lessons] : [])],
      })),
      {
        id: 'closing',
        title: text('Last questions', 'Pēdējie jautājumi', 'Последние вопросы'),
        intro: {},
        questions: closing,
      },
    ],
  };
  const count = allQuestions(content).length;
  if (count !== 40) throw new Error(`the bench survey should have 40 questions, not ${count}`);
  return content;
}
