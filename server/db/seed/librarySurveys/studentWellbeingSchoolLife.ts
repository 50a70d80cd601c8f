import type { Module } from '../../../../common/survey/content';
import { choice, item, matrix, open, option, scaled, text } from './build';

/** The student survey's first half: the school, safety, and learning. */
export const schoolLifeModules: Module[] = [
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
            text('the pace of work suits me.', 'darba temps man ir piemērots.', 'темп работы мне подходит.'),
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
];
