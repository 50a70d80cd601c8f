import type { SurveyContent } from '../../../../common/survey/content';
import { choice, item, matrix, open, option, scaled, text } from './build';

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
  modules: [
    {
      id: 'school',
      title: text('You and your school', 'Tu un tava skola', 'Ты и твоя школа'),
      intro: text(
        'First, a few questions about you and how you feel at our school.',
        'Vispirms daži jautājumi par tevi un to, kā tu jūties mūsu skolā.',
        'Сначала несколько вопросов о тебе и о том, как ты себя чувствуешь в нашей школе.',
      ),
      questions: [
        choice(
          'single',
          'grade',
          text('Which grade are you in?', 'Kurā klasē tu mācies?', 'В каком классе ты учишься?'),
          [7, 8, 9, 10, 11, 12].map((grade) =>
            option(`g${grade}`, `Grade ${grade}`, `${grade}. klase`, `${grade}-й класс`),
          ),
        ),
        scaled(
          'agreement',
          'like_school',
          'belonging',
          text(
            'I like being a student at this school.',
            'Man patīk mācīties šajā skolā.',
            'Мне нравится учиться в этой школе.',
          ),
        ),
        matrix(
          'belonging',
          'agreement',
          'belonging',
          text(
            'How much do you agree with these statements?',
            'Cik lielā mērā tu piekrīti šiem apgalvojumiem?',
            'Насколько ты согласен(-на) с этими утверждениями?',
          ),
          [
            item(
              'part_of',
              text(
                'I feel that I am part of this school.',
                'Man ir sajūta, ka esmu daļa no šīs skolas.',
                'Я чувствую себя частью этой школы.',
              ),
            ),
            item(
              'friends',
              text(
                'I have good friends at school.',
                'Man skolā ir labi draugi.',
                'У меня в школе есть хорошие друзья.',
              ),
            ),
            item(
              'accepted',
              text(
                'My classmates accept and respect me.',
                'Klasesbiedri mani pieņem un ciena.',
                'Одноклассники принимают и уважают меня.',
              ),
            ),
            item(
              'alone_breaks',
              text(
                'I often have no one to spend breaks with.',
                'Man bieži nav, ar ko kopā pavadīt starpbrīžus.',
                'Мне часто не с кем провести перемену.',
              ),
              true,
            ),
          ],
        ),
      ],
    },
    {
      id: 'safety',
      title: text('Safety', 'Drošība', 'Безопасность'),
      intro: text(
        'These questions are about how safe you feel at school and online.',
        'Šie jautājumi ir par to, cik droši tu jūties skolā un internetā.',
        'Эти вопросы о том, насколько безопасно ты чувствуешь себя в школе и в интернете.',
      ),
      questions: [
        scaled(
          'agreement',
          'feel_safe',
          'safety',
          text('I feel safe at school.', 'Skolā es jūtos droši.', 'В школе я чувствую себя в безопасности.'),
        ),
        choice(
          'multiple',
          'unsafe_places',
          text('Where do you feel unsafe?', 'Kur tu jūties nedroši?', 'Где ты чувствуешь себя небезопасно?'),
          [
            option('corridors', 'In the corridors', 'Gaiteņos', 'В коридорах'),
            option('toilets', 'In the toilets', 'Tualetēs', 'В туалетах'),
            option('changing_rooms', 'In the changing rooms', 'Ģērbtuvēs', 'В раздевалках'),
            option('schoolyard', 'In the schoolyard', 'Skolas pagalmā', 'Во дворе школы'),
            option('canteen', 'In the canteen', 'Ēdnīcā', 'В столовой'),
            option('lessons', 'In lessons', 'Stundās', 'На уроках'),
            option(
              'way_to_school',
              'On the way to or from school',
              'Ceļā uz skolu vai no tās',
              'По дороге в школу или из школы',
            ),
            option(
              'online',
              'Online (social media, chats)',
              'Internetā (sociālajos tīklos, čatos)',
              'В интернете (соцсети, чаты)',
            ),
          ],
          {
            help: text(
              'Choose all that apply.',
              'Vari atzīmēt vairākas atbildes.',
              'Можно выбрать несколько ответов.',
            ),
            showIf: { all: [{ question: 'feel_safe', op: 'range', min: 1, max: 2 }] },
          },
        ),
        scaled(
          'frequency',
          'bullied',
          'safety',
          text(
            'In the last month, how often have other students called you names, hurt you or deliberately left you out (including online)?',
            'Cik bieži pēdējā mēneša laikā citi skolēni tevi apsaukāja, aizskāra vai apzināti izslēdza no kopīgām aktivitātēm (arī internetā)?',
            'Как часто за последний месяц другие ученики обзывали, обижали тебя или намеренно исключали из общих занятий (в том числе в интернете)?',
          ),
          { reverse: true },
        ),
        matrix(
          'school_climate',
          'agreement',
          'safety',
          text('At our school…', 'Mūsu skolā…', 'В нашей школе…'),
          [
            item(
              'adults_step_in',
              text(
                'adults step in when they see bullying.',
                'pieaugušie iejaucas, ja redz, ka kādu apceļ.',
                'взрослые вмешиваются, когда видят травлю.',
              ),
            ),
            item(
              'know_whom',
              text(
                'I know whom to turn to if something bad happens.',
                'es zinu, pie kā vērsties, ja notiek kaut kas slikts.',
                'я знаю, к кому обратиться, если случится что-то плохое.',
              ),
            ),
            item(
              'respect',
              text(
                'students treat each other with respect.',
                'skolēni izturas cits pret citu ar cieņu.',
                'ученики относятся друг к другу с уважением.',
              ),
            ),
            item(
              'fights',
              text(
                'fights and threats happen often.',
                'bieži notiek kautiņi un draudi.',
                'часто случаются драки и угрозы.',
              ),
              true,
            ),
          ],
        ),
      ],
    },
    {
      id: 'learning',
      title: text('Teaching and learning', 'Mācīšanās stundās', 'Учёба на уроках'),
      intro: text(
        'Think about your lessons this school year.',
        'Padomā par savām stundām šajā mācību gadā.',
        'Подумай о своих уроках в этом учебном году.',
      ),
      questions: [
        matrix(
          'lessons',
          'agreement',
          'teaching',
          text('In most of my lessons…', 'Lielākajā daļā stundu…', 'На большинстве уроков…'),
          [
            item(
              'explain',
              text(
                'teachers explain new topics clearly.',
                'skolotāji skaidri izskaidro jaunas tēmas.',
                'учителя понятно объясняют новые темы.',
              ),
            ),
            item(
              'expectations',
              text(
                'I understand what is expected of me.',
                'es saprotu, kas no manis tiek sagaidīts.',
                'я понимаю, чего от меня ожидают.',
              ),
            ),
            item(
              'feedback',
              text(
                'I get feedback that helps me learn better.',
                'es saņemu atgriezenisko saiti, kas palīdz man mācīties labāk.',
                'я получаю обратную связь, которая помогает мне учиться лучше.',
              ),
            ),
            item(
              'pace',
              text(
                'the pace of work suits me.',
                'darba temps man ir piemērots.',
                'темп работы мне подходит.',
              ),
            ),
            item(
              'noise',
              text(
                'it is so noisy that it is hard to work.',
                'ir tik trokšņaini, ka ir grūti strādāt.',
                'так шумно, что трудно работать.',
              ),
              true,
            ),
          ],
        ),
        scaled(
          'frequency',
          'get_help',
          'teaching',
          text(
            'When you do not understand something, how often can you get help from the teacher?',
            'Cik bieži tu vari saņemt skolotāja palīdzību, ja kaut ko nesaproti?',
            'Как часто ты можешь получить помощь учителя, если что-то не понимаешь?',
          ),
        ),
        open(
          'number',
          'homework_hours',
          text(
            'On a typical school day, about how many hours do you spend on homework?',
            'Cik stundu parastā skolas dienā tu aptuveni pavadi, pildot mājasdarbus?',
            'Сколько примерно часов в обычный учебный день ты тратишь на домашние задания?',
          ),
          { min: 0, max: 10 },
        ),
      ],
    },
    {
      id: 'engagement',
      title: text('Engagement', 'Iesaiste mācībās', 'Вовлечённость в учёбу'),
      intro: text(
        'How interested are you in learning?',
        'Cik ļoti tevi interesē mācīties?',
        'Насколько тебе интересно учиться?',
      ),
      questions: [
        scaled(
          'agreement',
          'interesting',
          'engagement',
          text(
            'Most of my lessons are interesting.',
            'Lielākā daļa stundu man ir interesantas.',
            'Большинство уроков мне интересны.',
          ),
        ),
        scaled(
          'agreement',
          'effort',
          'engagement',
          text(
            'I try to do my best in lessons, even when the work is hard.',
            'Stundās es cenšos darīt visu iespējamo, pat ja uzdevumi ir grūti.',
            'На уроках я стараюсь изо всех сил, даже когда задания трудные.',
          ),
        ),
        scaled(
          'frequency',
          'bored',
          'engagement',
          text(
            'How often are you bored in lessons?',
            'Cik bieži tev stundās ir garlaicīgi?',
            'Как часто тебе скучно на уроках?',
          ),
          { reverse: true },
        ),
        scaled(
          'agreement',
          'useful_later',
          'engagement',
          text(
            'What I learn at school will be useful in my life.',
            'Tas, ko mācos skolā, man noderēs dzīvē.',
            'То, чему я учусь в школе, пригодится мне в жизни.',
          ),
        ),
        choice(
          'multiple',
          'activities',
          text(
            'Which activities outside lessons do you take part in?',
            'Kurās ārpusstundu aktivitātēs tu piedalies?',
            'В каких внеурочных занятиях ты участвуешь?',
          ),
          [
            option('sport', 'Sports', 'Sports', 'Спорт'),
            option('music', 'Music, choir or dance', 'Mūzika, koris vai dejas', 'Музыка, хор или танцы'),
            option('art', 'Art or drama', 'Māksla vai teātris', 'Искусство или театр'),
            option(
              'science',
              'Science, technology or robotics',
              'Zinātne, tehnoloģijas vai robotika',
              'Наука, технологии или робототехника',
            ),
            option('council', 'Student council', 'Skolēnu pašpārvalde', 'Ученическое самоуправление'),
            option('volunteering', 'Volunteering', 'Brīvprātīgais darbs', 'Волонтёрство'),
            option('none', 'None of these', 'Nevienā no šīm', 'Ни в каких'),
          ],
          {
            required: false,
            help: text(
              'Choose all that apply.',
              'Vari atzīmēt vairākas atbildes.',
              'Можно выбрать несколько ответов.',
            ),
          },
        ),
      ],
    },
    {
      id: 'teachers',
      title: text('Relationships with teachers', 'Attiecības ar skolotājiem', 'Отношения с учителями'),
      intro: text(
        'Think about the teachers who teach you.',
        'Padomā par skolotājiem, kuri tevi māca.',
        'Подумай об учителях, которые тебя учат.',
      ),
      questions: [
        matrix(
          'my_teachers',
          'agreement',
          'teachers',
          text('My teachers…', 'Mani skolotāji…', 'Мои учителя…'),
          [
            item(
              'care',
              text(
                'care about how I am doing.',
                'interesējas par to, kā man klājas.',
                'интересуются, как у меня дела.',
              ),
            ),
            item(
              'fair',
              text(
                'treat all students fairly.',
                'izturas pret visiem skolēniem taisnīgi.',
                'относятся ко всем ученикам справедливо.',
              ),
            ),
            item(
              'listen',
              text(
                "listen to students' opinions.",
                'ieklausās skolēnu viedoklī.',
                'прислушиваются к мнению учеников.',
              ),
            ),
            item(
              'believe',
              text(
                'believe that I can do well.',
                'tic, ka man var izdoties.',
                'верят, что у меня всё получится.',
              ),
            ),
          ],
        ),
        scaled(
          'agreement',
          'trusted_adult',
          'teachers',
          text(
            'There is at least one adult at school I can talk to about my problems.',
            'Skolā ir vismaz viens pieaugušais, ar kuru es varu runāt par savām problēmām.',
            'В школе есть хотя бы один взрослый, с которым я могу поговорить о своих проблемах.',
          ),
        ),
      ],
    },
    {
      id: 'wellbeing',
      title: text('Wellbeing', 'Labbūtība', 'Благополучие'),
      intro: text(
        'Finally, how have you been feeling lately?',
        'Visbeidzot — kā tu pēdējā laikā jūties?',
        'И напоследок: как ты себя чувствуешь в последнее время?',
      ),
      questions: [
        matrix(
          'last_two_weeks',
          'frequency',
          'wellbeing',
          text(
            'Over the last two weeks, how often…',
            'Cik bieži pēdējo divu nedēļu laikā…',
            'Как часто за последние две недели…',
          ),
          [
            item(
              'good_mood',
              text(
                'were you in a good mood?',
                'tev bija labs garastāvoklis?',
                'у тебя было хорошее настроение?',
              ),
            ),
            item(
              'stressed',
              text(
                'did school make you feel stressed?',
                'skola tev radīja stresu?',
                'школа вызывала у тебя стресс?',
              ),
              true,
            ),
            item(
              'enough_sleep',
              text('did you get enough sleep?', 'tev pietika miega?', 'тебе хватало сна?'),
            ),
            item(
              'tired',
              text(
                'did tiredness make it hard to concentrate?',
                'nogurums traucēja tev koncentrēties?',
                'усталость мешала тебе сосредоточиться?',
              ),
              true,
            ),
          ],
        ),
        scaled(
          'rating',
          'school_life',
          'wellbeing',
          text(
            'Overall, how would you rate your everyday life at school? (0 = very bad, 10 = excellent)',
            'Kā tu kopumā vērtē savu ikdienu skolā? (0 — ļoti slikti, 10 — lieliski)',
            'Как ты в целом оцениваешь свою жизнь в школе? (0 — очень плохо, 10 — отлично)',
          ),
        ),
        open(
          'text_long',
          'best_thing',
          text(
            'What do you like most about our school?',
            'Kas tev mūsu skolā patīk visvairāk?',
            'Что тебе больше всего нравится в нашей школе?',
          ),
        ),
        open(
          'text_long',
          'one_change',
          text(
            'If you could change one thing at school, what would it be?',
            'Ja skolā varētu mainīt vienu lietu, kas tā būtu?',
            'Если бы в школе можно было изменить что-то одно, что бы это было?',
          ),
        ),
      ],
    },
  ],
};
