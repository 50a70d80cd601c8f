import type { SurveyContent } from '../../../../common/survey/content';
import { choice, item, matrix, open, option, scaled, text } from './build';

/** The library's survey for parents: communication with the school, the child's wellbeing, involvement. */
export const parentSurvey: SurveyContent = {
  title: text('Parent survey', 'Vecāku aptauja', 'Анкета для родителей'),
  intro_text: text(
    "We would like to know how you see your child's school life and how the school works with families. If more than one of your children attends the school, please answer about the youngest. It takes about 5 minutes.",
    'Vēlamies uzzināt, kā Jūs redzat sava bērna ikdienu skolā un skolas sadarbību ar ģimenēm. Ja skolā mācās vairāki Jūsu bērni, lūdzu, atbildiet par jaunāko. Aptauja aizņems apmēram 5 minūtes.',
    'Мы хотим узнать, как Вы видите школьную жизнь своего ребёнка и сотрудничество школы с семьями. Если в школе учатся несколько Ваших детей, пожалуйста, отвечайте о младшем. Анкета займёт около 5 минут.',
  ),
  pillars: [
    { id: 'communication', name: text('Communication', 'Saziņa', 'Коммуникация') },
    { id: 'child_wellbeing', name: text("Child's wellbeing", 'Bērna labbūtība', 'Благополучие ребёнка') },
    { id: 'involvement', name: text('Involvement', 'Vecāku iesaiste', 'Участие родителей') },
  ],
  question_count_zones: [
    { maxQuestions: 20, minutes: 5, tone: 'good' },
    { maxQuestions: 35, minutes: 10, tone: 'long' },
    { maxQuestions: 1000, minutes: 20, tone: 'too_long' },
  ],
  modules: [
    {
      id: 'your_child',
      title: text('About your child', 'Par Jūsu bērnu', 'О Вашем ребёнке'),
      intro: text(
        'So that we can compare the answers of parents of younger and older students.',
        'Lai varam salīdzināt jaunāko un vecāko klašu skolēnu vecāku atbildes.',
        'Чтобы мы могли сравнить ответы родителей младших и старших учеников.',
      ),
      questions: [
        choice(
          'single',
          'child_grade',
          text(
            'Which grade is your child in?',
            'Kurā klasē mācās Jūsu bērns?',
            'В каком классе учится Ваш ребёнок?',
          ),
          [
            option('g1_3', 'Grades 1–3', '1.–3. klase', '1–3 классы'),
            option('g4_6', 'Grades 4–6', '4.–6. klase', '4–6 классы'),
            option('g7_9', 'Grades 7–9', '7.–9. klase', '7–9 классы'),
            option('g10_12', 'Grades 10–12', '10.–12. klase', '10–12 классы'),
          ],
        ),
      ],
    },
    {
      id: 'communication',
      title: text('Communication', 'Saziņa ar skolu', 'Общение со школой'),
      intro: text(
        'How does the school keep you informed?',
        'Kā skola Jūs informē?',
        'Как школа Вас информирует?',
      ),
      questions: [
        matrix(
          'communication_items',
          'agreement',
          'communication',
          text(
            'How much do you agree with these statements?',
            'Cik lielā mērā Jūs piekrītat šiem apgalvojumiem?',
            'Насколько Вы согласны с этими утверждениями?',
          ),
          [
            item(
              'progress',
              text(
                "I receive timely information about my child's progress.",
                'Es savlaicīgi saņemu informāciju par bērna sekmēm.',
                'Я своевременно получаю информацию об успеваемости ребёнка.',
              ),
            ),
            item(
              'replies',
              text(
                'Teachers reply to my questions within a reasonable time.',
                'Skolotāji atbild uz maniem jautājumiem saprātīgā laikā.',
                'Учителя отвечают на мои вопросы в разумные сроки.',
              ),
            ),
            item(
              'clear',
              text(
                'Information from the school is clear and easy to find.',
                'Skolas sniegtā informācija ir skaidra un viegli atrodama.',
                'Информация от школы понятна, и её легко найти.',
              ),
            ),
            item(
              'whom_to_contact',
              text(
                'I know whom to contact if I have a concern.',
                'Es zinu, pie kā vērsties, ja mani kaut kas satrauc.',
                'Я знаю, к кому обратиться, если меня что-то беспокоит.',
              ),
            ),
          ],
        ),
        choice(
          'single',
          'channel',
          text(
            'How would you prefer to receive information from the school?',
            'Kā Jūs vēlētos saņemt informāciju no skolas?',
            'Как Вы предпочли бы получать информацию от школы?',
          ),
          [
            option('e_journal', 'In the e-journal (E-klase)', 'E-klasē', 'В электронном дневнике (E-klase)'),
            option('email', 'By e-mail', 'E-pastā', 'По электронной почте'),
            option('phone', 'By phone or text message', 'Pa tālruni vai īsziņā', 'По телефону или SMS'),
            option('meetings', 'At parent meetings', 'Vecāku sapulcēs', 'На родительских собраниях'),
          ],
          { required: false },
        ),
      ],
    },
    {
      id: 'child',
      title: text("Your child's wellbeing", 'Bērna labbūtība', 'Благополучие ребёнка'),
      intro: text(
        'Think about how your child has been doing this school year.',
        'Padomājiet par to, kā Jūsu bērnam klājas šajā mācību gadā.',
        'Подумайте о том, как дела у Вашего ребёнка в этом учебном году.',
      ),
      questions: [
        matrix(
          'child_items',
          'agreement',
          'child_wellbeing',
          text('My child…', 'Mans bērns…', 'Мой ребёнок…'),
          [
            item(
              'likes_school',
              text('likes going to school.', 'labprāt iet uz skolu.', 'с удовольствием ходит в школу.'),
            ),
            item(
              'feels_safe',
              text('feels safe at school.', 'skolā jūtas droši.', 'чувствует себя в школе в безопасности.'),
            ),
            item(
              'has_friends',
              text('has found friends at school.', 'skolā ir atradis draugus.', 'нашёл в школе друзей.'),
            ),
            item(
              'gets_support',
              text(
                'gets support when learning is difficult.',
                'saņem atbalstu, ja mācībās ir grūtības.',
                'получает поддержку, когда учёба даётся трудно.',
              ),
            ),
            item(
              'overloaded',
              text(
                'is overloaded with homework.',
                'ir pārslogots ar mājasdarbiem.',
                'перегружен домашними заданиями.',
              ),
              true,
            ),
          ],
        ),
        scaled(
          'rating',
          'recommend',
          null,
          text(
            'How likely are you to recommend our school to other parents? (0 = not at all likely, 10 = extremely likely)',
            'Cik ticams ir, ka Jūs ieteiktu mūsu skolu citiem vecākiem? (0 — noteikti neieteiktu, 10 — noteikti ieteiktu)',
            'Насколько вероятно, что Вы порекомендуете нашу школу другим родителям? (0 — точно не порекомендую, 10 — обязательно порекомендую)',
          ),
        ),
      ],
    },
    {
      id: 'involvement',
      title: text('Involvement', 'Vecāku iesaiste', 'Участие родителей'),
      intro: text(
        'How are you involved in school life?',
        'Kā Jūs iesaistāties skolas dzīvē?',
        'Как Вы участвуете в жизни школы?',
      ),
      questions: [
        scaled(
          'agreement',
          'ideas_welcome',
          'involvement',
          text(
            "The school welcomes parents' ideas and suggestions.",
            'Skola ir atvērta vecāku idejām un ierosinājumiem.',
            'Школа открыта для идей и предложений родителей.',
          ),
        ),
        scaled(
          'frequency',
          'attend',
          'involvement',
          text(
            'How often do you attend parent meetings or school events?',
            'Cik bieži Jūs apmeklējat vecāku sapulces vai skolas pasākumus?',
            'Как часто Вы посещаете родительские собрания или школьные мероприятия?',
          ),
        ),
        choice(
          'multiple',
          'ways_to_help',
          text(
            'How would you like to be involved?',
            'Kā Jūs vēlētos iesaistīties?',
            'Как бы Вы хотели участвовать?',
          ),
          [
            option(
              'events',
              'Helping to organise events',
              'Palīdzot organizēt pasākumus',
              'Помогать в организации мероприятий',
            ),
            option(
              'careers',
              'Talking about my profession on career days',
              'Stāstot par savu profesiju karjeras dienās',
              'Рассказывать о своей профессии на днях карьеры',
            ),
            option('council', 'In the school council', 'Skolas padomē', 'В школьном совете'),
            option(
              'trips',
              'Accompanying class trips',
              'Pavadot klasi ekskursijās',
              'Сопровождать класс на экскурсиях',
            ),
            option(
              'no_time',
              'I do not have time at the moment',
              'Pašlaik man nav laika',
              'Сейчас у меня нет на это времени',
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
        open(
          'text_long',
          'suggestions',
          text(
            'What would you like the school to do better?',
            'Ko, Jūsuprāt, skola varētu darīt labāk?',
            'Что, по Вашему мнению, школа могла бы делать лучше?',
          ),
        ),
      ],
    },
  ],
};
