import type { SurveyContent } from '../../../../common/survey/content';
import { choice, item, matrix, open, option, scaled, text } from './build';

const agreeWith = text(
  'How much do you agree with these statements?',
  'Cik lielā mērā Jūs piekrītat šiem apgalvojumiem?',
  'Насколько Вы согласны с этими утверждениями?',
);

/** The library's survey for teachers and support staff: workload, leadership, collaboration, growth, wellbeing. */
export const teacherSurvey: SurveyContent = {
  title: text(
    'Teacher survey: work and wellbeing',
    'Pedagogu aptauja: darbs un labbūtība',
    'Анкета для педагогов: работа и благополучие',
  ),
  intro_text: text(
    'Thank you for taking the time to answer. We ask about your workload, the school leadership, collaboration with colleagues, professional growth and your wellbeing. Your answers are confidential and are reported only in summary form. It takes about 7 minutes.',
    'Paldies, ka atradāt laiku atbildēt! Jautājam par Jūsu darba slodzi, skolas vadību, sadarbību ar kolēģiem, profesionālo pilnveidi un labbūtību. Jūsu atbildes ir konfidenciālas, un rezultāti tiek atspoguļoti tikai apkopotā veidā. Aptauja aizņems apmēram 7 minūtes.',
    'Спасибо, что нашли время ответить! Мы спрашиваем о Вашей рабочей нагрузке, руководстве школы, сотрудничестве с коллегами, профессиональном развитии и благополучии. Ваши ответы конфиденциальны, результаты представляются только в обобщённом виде. Анкета займёт около 7 минут.',
  ),
  pillars: [
    { id: 'workload', name: text('Workload', 'Darba slodze', 'Рабочая нагрузка') },
    { id: 'leadership', name: text('School leadership', 'Skolas vadība', 'Руководство школы') },
    { id: 'collaboration', name: text('Collaboration', 'Sadarbība', 'Сотрудничество') },
    {
      id: 'growth',
      name: text('Professional growth', 'Profesionālā pilnveide', 'Профессиональное развитие'),
    },
    { id: 'wellbeing', name: text('Wellbeing', 'Labbūtība', 'Благополучие') },
  ],
  question_count_zones: [
    { maxQuestions: 25, minutes: 8, tone: 'good' },
    { maxQuestions: 45, minutes: 15, tone: 'long' },
    { maxQuestions: 1000, minutes: 25, tone: 'too_long' },
  ],
  modules: [
    {
      id: 'about',
      title: text('About you', 'Par Jums', 'О Вас'),
      intro: text(
        'Two short questions so that the results can be grouped.',
        'Divi īsi jautājumi, lai rezultātus varētu grupēt.',
        'Два коротких вопроса, чтобы результаты можно было сгруппировать.',
      ),
      questions: [
        choice(
          'single',
          'role',
          text(
            'What is your main role at school?',
            'Kāds ir Jūsu galvenais amats skolā?',
            'Какова Ваша основная должность в школе?',
          ),
          [
            option('subject_teacher', 'Subject teacher', 'Mācību priekšmeta skolotājs', 'Учитель-предметник'),
            option('class_teacher', 'Class teacher', 'Klases audzinātājs', 'Классный руководитель'),
            option(
              'support',
              'Support staff (special educator, psychologist, speech therapist, social pedagogue)',
              'Atbalsta personāls (speciālais pedagogs, psihologs, logopēds, sociālais pedagogs)',
              'Персонал поддержки (специальный педагог, психолог, логопед, социальный педагог)',
            ),
            option('other', 'Other', 'Cits', 'Другое'),
          ],
        ),
        choice(
          'single',
          'experience',
          text(
            'How many years have you worked as a teacher?',
            'Cik gadus Jūs strādājat par pedagogu?',
            'Сколько лет Вы работаете педагогом?',
          ),
          [
            option('under_3', 'Less than 3', 'Mazāk nekā 3', 'Меньше 3'),
            option('3_10', '3–10', '3–10', '3–10'),
            option('11_20', '11–20', '11–20', '11–20'),
            option('over_20', 'More than 20', 'Vairāk nekā 20', 'Больше 20'),
          ],
        ),
      ],
    },
    {
      id: 'workload',
      title: text('Workload', 'Darba slodze', 'Рабочая нагрузка'),
      intro: text(
        'Think about a typical week this school year.',
        'Padomājiet par tipisku nedēļu šajā mācību gadā.',
        'Подумайте о типичной неделе в этом учебном году.',
      ),
      questions: [
        scaled(
          'agreement',
          'manageable',
          'workload',
          text(
            'My workload is manageable.',
            'Mana darba slodze ir samērīga.',
            'Моя рабочая нагрузка посильна.',
          ),
        ),
        open(
          'number',
          'hours_outside',
          text(
            'How many hours a week do you usually work outside your lessons (preparation, marking, meetings)?',
            'Cik stundu nedēļā Jūs parasti strādājat ārpus mācību stundām (gatavošanās, darbu labošana, sanāksmes)?',
            'Сколько часов в неделю Вы обычно работаете вне уроков (подготовка, проверка работ, совещания)?',
          ),
          { min: 0, max: 60 },
        ),
        matrix('workload_items', 'agreement', 'workload', agreeWith, [
          item(
            'prep_time',
            text(
              'I have enough time to prepare good lessons.',
              'Man pietiek laika, lai sagatavotu kvalitatīvas stundas.',
              'Мне хватает времени, чтобы готовить качественные уроки.',
            ),
          ),
          item(
            'paperwork',
            text(
              'Paperwork and reporting take time away from teaching.',
              'Dokumentu aizpildīšana un atskaites atņem laiku mācīšanai.',
              'Оформление документов и отчёты отнимают время у преподавания.',
            ),
            true,
          ),
          item(
            'fair_share',
            text(
              'Work is shared fairly among colleagues.',
              'Darbs starp kolēģiem ir sadalīts taisnīgi.',
              'Работа между коллегами распределена справедливо.',
            ),
          ),
        ]),
      ],
    },
    {
      id: 'leadership',
      title: text('School leadership', 'Skolas vadība', 'Руководство школы'),
      intro: text(
        "About the school's management team.",
        'Par skolas vadības komandu.',
        'О команде руководства школы.',
      ),
      questions: [
        matrix(
          'leadership_items',
          'agreement',
          'leadership',
          text('The school leadership…', 'Skolas vadība…', 'Руководство школы…'),
          [
            item(
              'vision',
              text(
                'has a clear vision of how the school should develop.',
                'ir skaidrs redzējums par skolas attīstību.',
                'имеет ясное видение развития школы.',
              ),
            ),
            item(
              'backs_me',
              text(
                'supports me in difficult situations with students or parents.',
                'atbalsta mani sarežģītās situācijās ar skolēniem vai vecākiem.',
                'поддерживает меня в сложных ситуациях с учениками или родителями.',
              ),
            ),
            item(
              'involves',
              text(
                'involves teachers in decisions that affect our work.',
                'iesaista pedagogus lēmumos, kas skar mūsu darbu.',
                'вовлекает педагогов в решения, касающиеся нашей работы.',
              ),
            ),
            item(
              'recognises',
              text(
                'notices and appreciates good work.',
                'pamana un novērtē labi padarītu darbu.',
                'замечает и ценит хорошую работу.',
              ),
            ),
          ],
        ),
      ],
    },
    {
      id: 'collaboration',
      title: text('Collaboration', 'Sadarbība', 'Сотрудничество'),
      intro: text(
        'How do you work with your colleagues?',
        'Kā Jūs sadarbojaties ar kolēģiem?',
        'Как Вы сотрудничаете с коллегами?',
      ),
      questions: [
        matrix(
          'collaboration_items',
          'frequency',
          'collaboration',
          text('How often do you…', 'Cik bieži Jūs…', 'Как часто Вы…'),
          [
            item(
              'plan_together',
              text(
                'plan lessons or topics together with colleagues?',
                'plānojat stundas vai tēmas kopā ar kolēģiem?',
                'планируете уроки или темы вместе с коллегами?',
              ),
            ),
            item(
              'observe',
              text(
                "observe a colleague's lesson and discuss it afterwards?",
                'vērojat kolēģa stundu un pēc tam to pārrunājat?',
                'посещаете урок коллеги и потом обсуждаете его?',
              ),
            ),
            item(
              'share',
              text(
                'share teaching materials and ideas?',
                'dalāties ar mācību materiāliem un idejām?',
                'делитесь учебными материалами и идеями?',
              ),
            ),
          ],
        ),
        scaled(
          'agreement',
          'trust',
          'collaboration',
          text(
            'There is trust and mutual support among the staff.',
            'Kolektīvā valda uzticēšanās un savstarpējs atbalsts.',
            'В коллективе царят доверие и взаимная поддержка.',
          ),
        ),
      ],
    },
    {
      id: 'growth',
      title: text('Professional growth', 'Profesionālā pilnveide', 'Профессиональное развитие'),
      intro: text(
        'About learning and development in your job.',
        'Par mācīšanos un izaugsmi Jūsu darbā.',
        'Об обучении и развитии в Вашей работе.',
      ),
      questions: [
        scaled(
          'agreement',
          'courses_useful',
          'growth',
          text(
            'The courses and training I attended this year were useful for my work.',
            'Šī gada profesionālās pilnveides kursi un semināri bija noderīgi manam darbam.',
            'Курсы и семинары по профессиональному развитию в этом году были полезны для моей работы.',
          ),
        ),
        scaled(
          'agreement',
          'feedback',
          'growth',
          text(
            'I receive useful feedback on my teaching.',
            'Es saņemu noderīgu atgriezenisko saiti par savu darbu stundās.',
            'Я получаю полезную обратную связь о своей работе на уроках.',
          ),
        ),
        choice(
          'multiple',
          'develop_areas',
          text(
            'In which areas would you like to develop further?',
            'Kurās jomās Jūs vēlētos pilnveidoties?',
            'В каких областях Вы хотели бы развиваться?',
          ),
          [
            option(
              'digital',
              'Digital tools and AI in teaching',
              'Digitālie rīki un mākslīgais intelekts mācībās',
              'Цифровые инструменты и ИИ в обучении',
            ),
            option(
              'differentiation',
              'Differentiated teaching',
              'Diferencēta mācīšana',
              'Дифференцированное обучение',
            ),
            option('assessment', 'Formative assessment', 'Formatīvā vērtēšana', 'Формирующее оценивание'),
            option(
              'classroom',
              'Classroom management',
              'Klases vadība un disciplīna',
              'Управление классом и дисциплина',
            ),
            option('inclusion', 'Inclusive education', 'Iekļaujošā izglītība', 'Инклюзивное образование'),
            option(
              'student_wellbeing',
              "Supporting students' wellbeing",
              'Skolēnu labbūtības atbalsts',
              'Поддержка благополучия учеников',
            ),
            option(
              'subject',
              "My subject's content",
              'Mana mācību priekšmeta saturs',
              'Содержание моего предмета',
            ),
          ],
          {
            required: false,
            help: text(
              'Choose all that apply.',
              'Varat atzīmēt vairākas atbildes.',
              'Можно выбрать несколько ответов.',
            ),
          },
        ),
      ],
    },
    {
      id: 'wellbeing',
      title: text('Your wellbeing', 'Jūsu labbūtība', 'Ваше благополучие'),
      intro: text(
        'Finally, how are you doing?',
        'Visbeidzot — kā Jums klājas?',
        'И напоследок — как Вы себя чувствуете?',
      ),
      questions: [
        scaled(
          'frequency',
          'exhausted',
          'wellbeing',
          text(
            'How often do you feel completely drained at the end of a working day?',
            'Cik bieži darba dienas beigās Jums vairs nav spēka?',
            'Как часто в конце рабочего дня Вы чувствуете себя совершенно без сил?',
          ),
          { reverse: true },
        ),
        scaled(
          'agreement',
          'balance',
          'wellbeing',
          text(
            'I manage to balance work and private life.',
            'Man izdodas saskaņot darbu ar privāto dzīvi.',
            'Мне удаётся совмещать работу и личную жизнь.',
          ),
        ),
        scaled(
          'rating',
          'job_satisfaction',
          'wellbeing',
          text(
            'All things considered, how satisfied are you with your job? (0 = very low, 10 = very high)',
            'Kā Jūs kopumā vērtējat savu apmierinātību ar darbu? (0 — ļoti zema, 10 — ļoti augsta)',
            'Как Вы в целом оцениваете свою удовлетворённость работой? (0 — очень низкая, 10 — очень высокая)',
          ),
        ),
        open(
          'text_long',
          'improve',
          text(
            'What would most improve your working conditions at this school?',
            'Kas visvairāk uzlabotu Jūsu darba apstākļus šajā skolā?',
            'Что больше всего улучшило бы условия Вашей работы в этой школе?',
          ),
        ),
      ],
    },
  ],
};
