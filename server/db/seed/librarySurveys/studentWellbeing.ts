import type { SurveyContent } from '../../../../common/survey/content';
import { text } from './build';
import { engagementAndWellbeingModules } from './studentWellbeingEngagement';
import { schoolLifeModules } from './studentWellbeingSchoolLife';

/**
 * The library's student survey (grades 7–12): six pillars, 21 questions (35 answers counting
 * matrix items), reverse-scored items, a 0–10 rating, two open questions, and one skip rule —
 * where a student feels unsafe is asked only of those who disagree that they feel safe.
 */
export const studentWellbeingSurvey: SurveyContent = {
  title: text(
    'Student wellbeing and learning',
    'Skolēnu labbūtība un mācīšanās',
    'Благополучие и учёба учеников',
  ),
  intro_text: text(
    'This survey asks how you feel at school and how learning is going for you. There are no right or wrong answers — please answer honestly. Your answers are only ever shown together with those of other students. It takes about 10 minutes.',
    'Šajā aptaujā jautājam, kā tu jūties skolā un kā tev veicas ar mācībām. Pareizu vai nepareizu atbilžu nav — lūdzu, atbildi godīgi. Tavas atbildes vienmēr tiek rādītas tikai kopā ar citu skolēnu atbildēm. Tas aizņems apmēram 10 minūtes.',
    'В этой анкете мы спрашиваем, как ты себя чувствуешь в школе и как у тебя идёт учёба. Правильных или неправильных ответов нет — пожалуйста, отвечай честно. Твои ответы всегда показываются только вместе с ответами других учеников. Это займёт около 10 минут.',
  ),
  pillars: [
    { id: 'belonging', name: text('Belonging', 'Piederība', 'Принадлежность к школе') },
    { id: 'safety', name: text('Safety', 'Drošība', 'Безопасность') },
    {
      id: 'teaching',
      name: text('Teaching and learning', 'Mācīšana un mācīšanās', 'Преподавание и обучение'),
    },
    { id: 'engagement', name: text('Engagement', 'Iesaiste', 'Вовлечённость') },
    {
      id: 'teachers',
      name: text('Relationships with teachers', 'Attiecības ar skolotājiem', 'Отношения с учителями'),
    },
    { id: 'wellbeing', name: text('Wellbeing', 'Labbūtība', 'Благополучие') },
  ],
  question_count_zones: [
    { maxQuestions: 40, minutes: 12, tone: 'good' },
    { maxQuestions: 60, minutes: 20, tone: 'long' },
    { maxQuestions: 1000, minutes: 30, tone: 'too_long' },
  ],
  modules: [...schoolLifeModules, ...engagementAndWellbeingModules],
};
