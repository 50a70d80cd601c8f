import type { Module, SurveyContent } from '../../../../common/survey/content';
import { open, scaled, text } from './build';

const agree = (id: string, pillar: string, en: string, lv: string, ru: string) =>
  scaled('agreement', id, pillar, text(en, lv, ru));

const modules: Module[] = [
  {
    id: 'wellbeing',
    title: text('Wellbeing', 'Labbūtība', 'Благополучие'),
    intro: text(
      'How people feel at your school, students and staff alike.',
      'Kā jūsu skolā jūtas cilvēki — gan skolēni, gan darbinieki.',
      'Как чувствуют себя люди в вашей школе — и ученики, и сотрудники.',
    ),
    questions: [
      agree(
        'w_belonging',
        'wellbeing',
        'Students feel that they belong at our school.',
        'Skolēni jūtas piederīgi mūsu skolai.',
        'Ученики чувствуют себя частью нашей школы.',
      ),
      agree(
        'w_relationships',
        'wellbeing',
        'Relationships between students and teachers are respectful and warm.',
        'Attiecības starp skolēniem un skolotājiem ir cieņpilnas un sirsnīgas.',
        'Отношения между учениками и учителями уважительные и тёплые.',
      ),
      agree(
        'w_support',
        'wellbeing',
        'A student who is struggling emotionally knows whom to turn to.',
        'Skolēns, kuram emocionāli ir grūti, zina, pie kā vērsties.',
        'Ученик, которому эмоционально тяжело, знает, к кому обратиться.',
      ),
      agree(
        'w_staff',
        'wellbeing',
        'Staff wellbeing is looked after, and workload is kept manageable.',
        'Par darbinieku labbūtību tiek rūpēts, un darba slodze ir paveicama.',
        'О благополучии сотрудников заботятся, а нагрузка остаётся посильной.',
      ),
    ],
  },
  {
    id: 'teaching',
    title: text('Teaching and learning', 'Mācīšana un mācīšanās', 'Преподавание и обучение'),
    intro: text('What happens in lessons.', 'Kas notiek mācību stundās.', 'Что происходит на уроках.'),
    questions: [
      agree(
        't_goals',
        'teaching',
        'Students know what they are learning and why.',
        'Skolēni zina, ko viņi mācās un kāpēc.',
        'Ученики знают, чему они учатся и зачем.',
      ),
      agree(
        't_feedback',
        'teaching',
        'Students regularly get feedback that helps them improve.',
        'Skolēni regulāri saņem atgriezenisko saiti, kas palīdz viņiem pilnveidoties.',
        'Ученики регулярно получают обратную связь, которая помогает им совершенствоваться.',
      ),
      agree(
        't_differentiation',
        'teaching',
        'Lessons are adapted for students who need more support or more challenge.',
        'Stundas tiek pielāgotas skolēniem, kuriem vajadzīgs lielāks atbalsts vai lielāks izaicinājums.',
        'Уроки адаптируют для учеников, которым нужна дополнительная поддержка или более сложные задания.',
      ),
      agree(
        't_collaboration',
        'teaching',
        'Teachers plan lessons and share their practice together.',
        'Skolotāji kopā plāno stundas un dalās pieredzē.',
        'Учителя вместе планируют уроки и делятся опытом.',
      ),
    ],
  },
  {
    id: 'leadership',
    title: text('Leadership', 'Vadība', 'Руководство'),
    intro: text(
      'How the school sets its direction and makes decisions.',
      'Kā skola nosaka savu virzienu un pieņem lēmumus.',
      'Как школа определяет своё направление и принимает решения.',
    ),
    questions: [
      agree(
        'l_vision',
        'leadership',
        'Our school has a clear vision that staff know and share.',
        'Mūsu skolai ir skaidra vīzija, ko darbinieki zina un atbalsta.',
        'У нашей школы есть ясное видение, которое сотрудники знают и разделяют.',
      ),
      agree(
        'l_evidence',
        'leadership',
        'Decisions are based on evidence, including feedback from students, staff and parents.',
        'Lēmumi tiek pieņemti, balstoties uz datiem, tostarp uz skolēnu, darbinieku un vecāku atgriezenisko saiti.',
        'Решения принимаются на основе данных, в том числе обратной связи от учеников, сотрудников и родителей.',
      ),
      agree(
        'l_voice',
        'leadership',
        'Staff and students have a real say in how the school develops.',
        'Darbiniekiem un skolēniem ir reāla ietekme uz to, kā skola attīstās.',
        'Сотрудники и ученики реально влияют на то, как развивается школа.',
      ),
      agree(
        'l_growth',
        'leadership',
        'Staff have time and support for professional development.',
        'Darbiniekiem ir laiks un atbalsts profesionālajai pilnveidei.',
        'У сотрудников есть время и поддержка для профессионального развития.',
      ),
    ],
  },
  {
    id: 'parents',
    title: text('Parent partnership', 'Sadarbība ar vecākiem', 'Сотрудничество с родителями'),
    intro: text(
      'How the school and families work together.',
      'Kā skola un ģimenes strādā kopā.',
      'Как школа и семьи работают вместе.',
    ),
    questions: [
      agree(
        'p_informed',
        'parents',
        "Parents are well informed about their child's learning and progress.",
        'Vecāki ir labi informēti par sava bērna mācībām un sasniegumiem.',
        'Родители хорошо информированы об учёбе и успехах своего ребёнка.',
      ),
      agree(
        'p_welcome',
        'parents',
        'Parents feel welcome at school and know whom to contact.',
        'Vecāki skolā jūtas gaidīti un zina, pie kā vērsties.',
        'Родители чувствуют, что им рады в школе, и знают, к кому обращаться.',
      ),
      agree(
        'p_heard',
        'parents',
        "Parents' views are asked for and acted on.",
        'Vecāku viedoklis tiek jautāts un ņemts vērā.',
        'Мнение родителей спрашивают и учитывают.',
      ),
    ],
  },
  {
    id: 'safety',
    title: text('Safety', 'Drošība', 'Безопасность'),
    intro: text(
      'Physical and emotional safety, in the building and online.',
      'Fiziskā un emocionālā drošība — gan skolas ēkā, gan tiešsaistē.',
      'Физическая и эмоциональная безопасность — и в здании школы, и в интернете.',
    ),
    questions: [
      agree(
        's_safe',
        'safety',
        'Students feel safe everywhere at school, including during breaks and online.',
        'Skolēni jūtas droši visur skolā, arī starpbrīžos un tiešsaistē.',
        'Ученики чувствуют себя в безопасности везде в школе, в том числе на переменах и в интернете.',
      ),
      agree(
        's_bullying',
        'safety',
        'Bullying is dealt with quickly and fairly.',
        'Uz ņirgāšanos (mobingu) tiek reaģēts ātri un taisnīgi.',
        'На травлю реагируют быстро и справедливо.',
      ),
      agree(
        's_rules',
        'safety',
        'Rules are clear and applied consistently.',
        'Noteikumi ir skaidri un tiek piemēroti konsekventi.',
        'Правила понятны и применяются последовательно.',
      ),
      open(
        'text_long',
        'one_change',
        text(
          'What one change would make the biggest difference at your school?',
          'Kura viena pārmaiņa visvairāk uzlabotu jūsu skolu?',
          'Какое одно изменение больше всего улучшило бы вашу школу?',
        ),
      ),
    ],
  },
];

/**
 * The public self-assessment (/self-assessment): a school, or one person about their school, rates
 * 18 statements over five pillars on the agreement scale, plus one open question.
 */
export const selfAssessmentSurvey: SurveyContent = {
  title: text('School self-assessment', 'Skolas pašvērtējums', 'Самооценка школы'),
  intro_text: text(
    'Rate each statement about your school from "strongly disagree" to "strongly agree". It takes about 5 minutes. At the end you will see a score for five areas, the two areas to work on first, and how you compare with others who took the self-assessment.',
    'Novērtējiet katru apgalvojumu par savu skolu — no “pilnībā nepiekrītu” līdz “pilnībā piekrītu”. Tas aizņems apmēram 5 minūtes. Beigās redzēsiet vērtējumu piecās jomās, divas jomas, kurām pievērsties vispirms, un salīdzinājumu ar citiem, kas aizpildījuši pašvērtējumu.',
    'Оцените каждое утверждение о своей школе — от «полностью не согласен» до «полностью согласен». Это займёт около 5 минут. В конце вы увидите оценку по пяти направлениям, два направления, над которыми стоит поработать в первую очередь, и сравнение с другими участниками самооценки.',
  ),
  pillars: modules.map((module) => ({ id: module.id, name: module.title })),
  question_count_zones: [
    { maxQuestions: 25, minutes: 5, tone: 'good' },
    { maxQuestions: 45, minutes: 12, tone: 'long' },
    { maxQuestions: 1000, minutes: 25, tone: 'too_long' },
  ],
  modules,
};
