import type { Module } from '../../../../common/survey/content';
import { choice, item, matrix, open, option, scaled, text } from './build';

/** The student survey's second half: engagement, teachers, and wellbeing (with the two open questions). */
export const engagementAndWellbeingModules: Module[] = [
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
          item('enough_sleep', text('did you get enough sleep?', 'tev pietika miega?', 'тебе хватало сна?')),
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
];
