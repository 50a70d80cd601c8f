import type { SuccessPlanSource } from '../schema';
import { text } from './librarySurveys/build';

const eefToolkit = 'https://educationendowmentfoundation.org.uk/education-evidence/teaching-learning-toolkit';

/**
 * The first entries of the success-plan library: one evidence-based intervention per pillar of the
 * library's student survey, written for schools. Sources are well-known published research; journal
 * articles are cited in full without a link rather than with a guessed one.
 */
export const successPlanLibrary: {
  focusRef: string;
  title: ReturnType<typeof text>;
  why: ReturnType<typeof text>;
  steps: ReturnType<typeof text>;
  timeNeeded: ReturnType<typeof text>;
  sources: SuccessPlanSource[];
}[] = [
  {
    focusRef: 'belonging',
    title: text(
      'Belonging: "everyone struggles at first" conversations in form time',
      'Piederība: sarunas klases stundās "sākumā grūti ir visiem"',
      'Принадлежность: беседы на классном часе «сначала трудно всем»',
    ),
    why: text(
      'Students who doubt that they belong read ordinary setbacks (a bad mark, a lonely break) as proof that they do not fit in. A short, structured message that such worries are common and pass with time, told by older students, changed how students read those setbacks and improved achievement and wellbeing for years in randomised trials.',
      'Skolēni, kuri šaubās, vai viņi šeit iederas, parastas neveiksmes (sliktu atzīmi, vientuļu starpbrīdi) uztver kā pierādījumu, ka neiederas. Īss, strukturēts vēstījums, ka šādas raizes ir bieži sastopamas un ar laiku pāriet, ko stāsta vecāko klašu skolēni, randomizētos pētījumos mainīja to, kā skolēni uztver neveiksmes, un vairāku gadu garumā uzlaboja sasniegumus un labsajūtu.',
      'Ученики, сомневающиеся, что им здесь место, воспринимают обычные неудачи (плохую оценку, одинокую перемену) как доказательство того, что они не вписываются. Короткое структурированное послание о том, что такие тревоги обычны и со временем проходят, рассказанное старшими учениками, в рандомизированных исследованиях меняло то, как ученики воспринимают неудачи, и на годы улучшало успеваемость и самочувствие.',
    ),
    steps: text(
      "1. Ask 4–6 older students to write short, honest stories of how they felt out of place at first and what helped.\n2. In one form-time lesson, read the stories together; students write a letter to next year's newcomers.\n3. Pair every new student with a buddy from the same class for the first month.\n4. Form tutors check in one-to-one with the students whose belonging answers were lowest (by class, never by name from the survey).\n5. Re-measure in the next survey period.",
      '1. Palūdziet 4–6 vecāko klašu skolēniem uzrakstīt īsus, godīgus stāstus par to, kā viņi sākumā jutās svešinieki un kas palīdzēja.\n2. Vienā klases stundā izlasiet stāstus kopā; skolēni uzraksta vēstuli nākamā gada jaunpienācējiem.\n3. Katram jaunam skolēnam pirmajā mēnesī piešķiriet draugu no tās pašas klases.\n4. Klašu audzinātāji individuāli aprunājas ar skolēniem klasēs, kurās piederības rezultāti bija viszemākie (pēc klases, nekad pēc vārda no aptaujas).\n5. Izmēriet atkārtoti nākamajā aptaujas periodā.',
      '1. Попросите 4–6 старшеклассников написать короткие честные истории о том, как они сначала чувствовали себя чужими и что помогло.\n2. На одном классном часе прочитайте истории вместе; ученики пишут письмо новичкам следующего года.\n3. Дайте каждому новому ученику напарника из того же класса на первый месяц.\n4. Классные руководители индивидуально беседуют с учениками в классах с самыми низкими результатами по принадлежности (по классу, никогда по имени из опроса).\n5. Повторите измерение в следующем периоде опроса.',
    ),
    timeNeeded: text(
      'One lesson to prepare, one form-time lesson per class, a month of buddying',
      'Viena stunda sagatavošanai, viena klases stunda katrā klasē, mēnesis ar draugu sistēmu',
      'Один урок на подготовку, один классный час в каждом классе, месяц работы напарников',
    ),
    sources: [
      {
        title:
          'Walton, G. M. & Cohen, G. L. (2011). A brief social-belonging intervention improves academic and health outcomes of minority students. Science, 331(6023), 1447–1451.',
        url: null,
      },
      { title: 'EEF Teaching and Learning Toolkit: Mentoring', url: eefToolkit },
    ],
  },
  {
    focusRef: 'safety',
    title: text(
      'Safety: a whole-school anti-bullying programme',
      'Drošība: visas skolas programma pret vardarbību',
      'Безопасность: общешкольная программа против травли',
    ),
    why: text(
      'Meta-analyses of school anti-bullying programmes find that whole-school programmes reduce bullying and being bullied by about a fifth on average; the most effective ones combine clear rules, supervision of the places where bullying happens, talks with parents and work with bystanders. KiVa, a Finnish programme built on these elements, reduced bullying in a large randomised trial.',
      'Skolu programmu pret vardarbību metaanalīzes rāda, ka visas skolas programmas samazina ņirgāšanos un cietušo skaitu vidēji aptuveni par piektdaļu; visefektīvākās apvieno skaidrus noteikumus, uzraudzību vietās, kur ņirgāšanās notiek, sarunas ar vecākiem un darbu ar lieciniekiem. KiVa — somu programma, kas balstīta uz šiem elementiem, — lielā randomizētā pētījumā samazināja ņirgāšanos.',
      'Метаанализы школьных программ против травли показывают, что общешкольные программы снижают травлю и число пострадавших в среднем примерно на пятую часть; самые эффективные сочетают ясные правила, надзор в местах, где происходит травля, беседы с родителями и работу со свидетелями. KiVa — финская программа, построенная на этих элементах, — снизила травлю в большом рандомизированном исследовании.',
    ),
    steps: text(
      '1. Look at where students feel unsafe (the survey names the places) and put adults on duty there at breaks.\n2. Agree three class rules about bullying with every class and display them.\n3. Teach bystanders what to do (support the target, tell an adult) in two lessons per year group.\n4. Set up a small team that follows up every report within two school days with the same written procedure.\n5. Tell parents at the next meeting what the school does and how to report.\n6. Re-measure in the next survey period.',
      '1. Apskatiet, kur skolēni jūtas nedroši (aptauja nosauc vietas), un starpbrīžos norīkojiet tur dežurējošus pieaugušos.\n2. Katrā klasē vienojieties par trim klases noteikumiem par ņirgāšanos un izvietojiet tos redzamā vietā.\n3. Divās stundās katrā klašu grupā māciet lieciniekiem, kā rīkoties (atbalstīt cietušo, pastāstīt pieaugušajam).\n4. Izveidojiet nelielu komandu, kas katru ziņojumu izskata divu skolas dienu laikā pēc vienas rakstiskas kārtības.\n5. Nākamajā sapulcē pastāstiet vecākiem, ko skola dara un kā ziņot.\n6. Izmēriet atkārtoti nākamajā aptaujas periodā.',
      '1. Посмотрите, где ученики чувствуют себя небезопасно (опрос называет места), и поставьте туда дежурных взрослых на переменах.\n2. Договоритесь с каждым классом о трёх правилах против травли и повесьте их на видном месте.\n3. На двух уроках в каждой параллели научите свидетелей, как действовать (поддержать пострадавшего, сказать взрослому).\n4. Создайте небольшую команду, которая разбирает каждое сообщение в течение двух учебных дней по единой письменной процедуре.\n5. На ближайшем собрании расскажите родителям, что делает школа и как сообщать о травле.\n6. Повторите измерение в следующем периоде опроса.',
    ),
    timeNeeded: text(
      'A school year; two lessons per year group; break duties from the first week',
      'Mācību gads; divas stundas katrā klašu grupā; dežūras starpbrīžos no pirmās nedēļas',
      'Учебный год; два урока в каждой параллели; дежурства на переменах с первой недели',
    ),
    sources: [
      {
        title:
          'Ttofi, M. M. & Farrington, D. P. (2011). Effectiveness of school-based programs to reduce bullying: a systematic and meta-analytic review. Journal of Experimental Criminology, 7, 27–56.',
        url: null,
      },
      {
        title:
          'Kärnä, A. et al. (2011). A large-scale evaluation of the KiVa antibullying program: Grades 4–6. Child Development, 82(1), 311–330.',
        url: null,
      },
      { title: 'KiVa anti-bullying programme', url: 'https://www.kivaprogram.net/' },
    ],
  },
  {
    focusRef: 'teaching',
    title: text(
      'Teaching and learning: feedback that tells students what to do next',
      'Mācīšana un mācīšanās: atgriezeniskā saite, kas skolēnam pasaka, ko darīt tālāk',
      'Преподавание и обучение: обратная связь, которая говорит ученику, что делать дальше',
    ),
    why: text(
      "Feedback is one of the best-evidenced ways to raise learning: the EEF Teaching and Learning Toolkit estimates about six months' additional progress over a year at low cost. It works when it is about the task and the next step, not about the person, and when students get time to act on it.",
      'Atgriezeniskā saite ir viens no vislabāk pierādītajiem veidiem, kā uzlabot mācīšanos: EEF Teaching and Learning Toolkit novērtē aptuveni sešu mēnešu papildu progresu gadā ar zemām izmaksām. Tā darbojas, ja tā ir par uzdevumu un nākamo soli, nevis par personu, un ja skolēniem tiek dots laiks uz to reaģēt.',
      'Обратная связь — один из наиболее доказанных способов улучшить обучение: EEF Teaching and Learning Toolkit оценивает её примерно в шесть месяцев дополнительного прогресса за год при низких затратах. Она работает, когда касается задания и следующего шага, а не личности, и когда у учеников есть время на неё отреагировать.',
    ),
    steps: text(
      "1. In a staff meeting, agree one simple routine for all subjects: what was done well, one next step, and lesson time to act on it.\n2. Each department tries it for six weeks in one year group.\n3. Teachers visit one colleague's lesson to watch the routine (15 minutes, no grading).\n4. Ask a few classes in a short discussion whether the feedback helps them; adjust.\n5. Re-measure the feedback question in the next survey period.",
      '1. Skolotāju sanāksmē vienojieties par vienu vienkāršu kārtību visos priekšmetos: kas izdevās labi, viens nākamais solis un laiks stundā, lai to īstenotu.\n2. Katra metodiskā komisija to izmēģina sešas nedēļas vienā klašu grupā.\n3. Skolotāji apmeklē viena kolēģa stundu, lai redzētu šo kārtību (15 minūtes, bez vērtēšanas).\n4. Īsā sarunā pajautājiet dažām klasēm, vai atgriezeniskā saite tām palīdz; pielāgojiet.\n5. Nākamajā aptaujas periodā atkārtoti izmēriet jautājumu par atgriezenisko saiti.',
      '1. На педсовете договоритесь об одном простом порядке для всех предметов: что получилось хорошо, один следующий шаг и время на уроке, чтобы его выполнить.\n2. Каждое методическое объединение пробует его шесть недель в одной параллели.\n3. Учителя посещают урок одного коллеги, чтобы увидеть этот порядок (15 минут, без оценок).\n4. В короткой беседе спросите несколько классов, помогает ли им обратная связь; скорректируйте.\n5. В следующем периоде опроса повторно измерьте вопрос об обратной связи.',
    ),
    timeNeeded: text(
      'One staff meeting, a six-week trial, one peer visit per teacher',
      'Viena skolotāju sanāksme, sešu nedēļu izmēģinājums, viens kolēģa stundas apmeklējums katram skolotājam',
      'Один педсовет, шестинедельная проба, одно посещение урока коллеги каждым учителем',
    ),
    sources: [
      { title: 'EEF Teaching and Learning Toolkit: Feedback', url: eefToolkit },
      {
        title:
          'Hattie, J. & Timperley, H. (2007). The power of feedback. Review of Educational Research, 77(1), 81–112.',
        url: null,
      },
    ],
  },
  {
    focusRef: 'engagement',
    title: text(
      'Engagement: students write how a topic matters to their own lives',
      'Iesaiste: skolēni raksta, kā temats ir saistīts ar viņu dzīvi',
      'Вовлечённость: ученики пишут, как тема связана с их собственной жизнью',
    ),
    why: text(
      'Students engage more with what they see as useful to them. In a randomised trial in high-school science, students who wrote a few short essays during the term on how the material related to their own lives became more interested, and those who had expected to do poorly got better grades. It costs a few minutes of lesson time.',
      'Skolēni vairāk iesaistās tajā, ko uzskata par sev noderīgu. Randomizētā pētījumā vidusskolas dabaszinātnēs skolēni, kuri semestra laikā uzrakstīja dažas īsas esejas par to, kā mācību viela saistīta ar viņu dzīvi, kļuva ieinteresētāki, un tie, kuri bija gaidījuši vājus rezultātus, ieguva labākas atzīmes. Tas prasa tikai dažas minūtes stundas laika.',
      'Ученики больше вовлекаются в то, что считают полезным для себя. В рандомизированном исследовании на уроках естественных наук в старшей школе ученики, которые в течение семестра написали несколько коротких эссе о том, как материал связан с их жизнью, стали больше интересоваться предметом, а те, кто ожидал плохих результатов, получили более высокие оценки. Это стоит лишь нескольких минут урока.',
    ),
    steps: text(
      '1. Choose the year groups where engagement is lowest (the results by grade show them).\n2. Three or four times a term, at the end of a topic, students write for 10 minutes: "How could this be useful to you or someone you know?"\n3. Teachers read them (no marks) and pick up a few examples in the next lesson.\n4. Add one choice per topic (which task, which example, how to show what they learnt).\n5. Re-measure in the next survey period.',
      '1. Izvēlieties klašu grupas, kurās iesaiste ir viszemākā (to rāda rezultāti pa klašu grupām).\n2. Trīs vai četras reizes semestrī temata beigās skolēni 10 minūtes raksta: "Kā tas varētu noderēt tev vai kādam, ko tu pazīsti?"\n3. Skolotāji tos izlasa (bez atzīmēm) un nākamajā stundā izmanto dažus piemērus.\n4. Katrā tematā pievienojiet vienu izvēli (kuru uzdevumu, kuru piemēru, kā parādīt iemācīto).\n5. Izmēriet atkārtoti nākamajā aptaujas periodā.',
      '1. Выберите параллели с самой низкой вовлечённостью (это видно в результатах по параллелям).\n2. Три-четыре раза за семестр в конце темы ученики 10 минут пишут: «Чем это может быть полезно тебе или кому-то, кого ты знаешь?»\n3. Учителя читают их (без оценок) и используют несколько примеров на следующем уроке.\n4. Добавьте в каждую тему один выбор (какое задание, какой пример, как показать выученное).\n5. Повторите измерение в следующем периоде опроса.',
    ),
    timeNeeded: text(
      'A term; 10 minutes three or four times per subject',
      'Semestris; 10 minūtes trīs vai četras reizes katrā priekšmetā',
      'Семестр; 10 минут три-четыре раза по каждому предмету',
    ),
    sources: [
      {
        title:
          'Hulleman, C. S. & Harackiewicz, J. M. (2009). Promoting interest and performance in high school science classes. Science, 326(5958), 1410–1412.',
        url: null,
      },
      { title: 'EEF Teaching and Learning Toolkit: Metacognition and self-regulation', url: eefToolkit },
    ],
  },
  {
    focusRef: 'teachers',
    title: text(
      'Relationships with teachers: greet at the door, and repair after conflict',
      'Attiecības ar skolotājiem: sveicināt pie durvīm un atjaunot attiecības pēc konflikta',
      'Отношения с учителями: встречать у двери и восстанавливать отношения после конфликта',
    ),
    why: text(
      'Warm teacher–student relationships go with higher engagement and achievement (shown by a meta-analysis). Two low-cost routines have been tested in classrooms: greeting each student by name at the door raised time on task and reduced disruption, and the Establish–Maintain–Restore method (deliberately building, keeping and repairing relationships) improved relationships and behaviour.',
      'Siltas skolotāja un skolēna attiecības ir saistītas ar lielāku iesaisti un labākiem sasniegumiem (to rāda metaanalīze). Klasēs ir pārbaudītas divas lētas kārtības: katra skolēna sveicināšana vārdā pie durvīm palielināja uzdevumam veltīto laiku un mazināja traucējumus, un metode Establish–Maintain–Restore (apzināti veidot, uzturēt un atjaunot attiecības) uzlaboja attiecības un uzvedību.',
      'Тёплые отношения между учителем и учеником связаны с большей вовлечённостью и лучшими результатами (это показал метаанализ). В классах проверены два недорогих приёма: приветствие каждого ученика по имени у двери увеличило время работы над заданием и сократило нарушения, а метод Establish–Maintain–Restore (сознательно строить, поддерживать и восстанавливать отношения) улучшил отношения и поведение.',
    ),
    steps: text(
      '1. For six weeks every teacher greets students by name at the door at the start of each lesson.\n2. Each teacher has a two-minute personal conversation with each student of their form class during the term (a simple list helps nobody be missed).\n3. After a conflict or a sanction, the teacher has a short private "restore" talk: what happened, how to start again.\n4. Discuss in a staff meeting what worked; keep it.\n5. Re-measure in the next survey period.',
      '1. Sešas nedēļas katrs skolotājs katras stundas sākumā sveicina skolēnus vārdā pie durvīm.\n2. Katrs skolotājs semestra laikā divas minūtes personiski aprunājas ar katru savas audzināmās klases skolēnu (vienkāršs saraksts palīdz nevienu neaizmirst).\n3. Pēc konflikta vai soda skolotājs īsi un privāti aprunājas, lai attiecības atjaunotu: kas notika, kā sākt no jauna.\n4. Skolotāju sanāksmē pārrunājiet, kas izdevās; saglabājiet to.\n5. Izmēriet atkārtoti nākamajā aptaujas periodā.',
      '1. Шесть недель каждый учитель в начале урока приветствует учеников по имени у двери.\n2. В течение семестра каждый учитель две минуты лично беседует с каждым учеником своего класса (простой список помогает никого не пропустить).\n3. После конфликта или наказания учитель проводит короткий личный разговор «восстановления»: что произошло, как начать заново.\n4. Обсудите на педсовете, что сработало; сохраните это.\n5. Повторите измерение в следующем периоде опроса.',
    ),
    timeNeeded: text(
      'Six weeks to make it a habit; a few minutes a day',
      'Sešas nedēļas, lai tas kļūtu par ieradumu; dažas minūtes dienā',
      'Шесть недель, чтобы это стало привычкой; несколько минут в день',
    ),
    sources: [
      {
        title:
          "Roorda, D. L., Koomen, H. M. Y., Spilt, J. L. & Oort, F. J. (2011). The influence of affective teacher–student relationships on students' school engagement and achievement: a meta-analytic approach. Review of Educational Research, 81(4), 493–529.",
        url: null,
      },
      {
        title:
          'Cook, C. R. et al. (2018). Positive greetings at the door: evaluation of a low-cost, high-yield proactive classroom management strategy. Journal of Positive Behavior Interventions, 20(3), 149–159.',
        url: null,
      },
    ],
  },
  {
    focusRef: 'wellbeing',
    title: text(
      'Wellbeing: a taught social and emotional learning programme',
      'Labbūtība: sociālās un emocionālās mācīšanās programma stundās',
      'Благополучие: программа социально-эмоционального обучения на уроках',
    ),
    why: text(
      'A meta-analysis of 213 school-based social and emotional learning programmes found better social skills, attitudes and behaviour, less emotional distress and an 11-percentile-point gain in achievement. The EEF Toolkit rates SEL at about four months\' additional progress. Programmes work best when they are sequenced, active, focused and explicit (CASEL\'s "SAFE").',
      '213 skolu sociālās un emocionālās mācīšanās programmu metaanalīze atklāja labākas sociālās prasmes, attieksmi un uzvedību, mazāku emocionālo spriedzi un sasniegumu pieaugumu par 11 procentiļu punktiem. EEF Toolkit SEL novērtē aptuveni četru mēnešu papildu progresā. Programmas darbojas vislabāk, ja tās ir secīgas, aktīvas, mērķtiecīgas un skaidras (CASEL "SAFE").',
      'Метаанализ 213 школьных программ социально-эмоционального обучения показал улучшение социальных навыков, установок и поведения, меньший эмоциональный стресс и рост успеваемости на 11 процентильных пунктов. EEF Toolkit оценивает SEL примерно в четыре месяца дополнительного прогресса. Программы работают лучше всего, когда они последовательны, активны, сфокусированы и явны (CASEL «SAFE»).',
    ),
    steps: text(
      '1. Choose one structured programme or a sequence of lessons on recognising emotions, handling stress and asking for help (the school psychologist can lead the choice).\n2. Teach it in form time every other week for a term, with practice, not only talk.\n3. Before exam periods, give the year groups under most pressure a lesson on planning revision and sleep.\n4. Make sure every student knows whom to turn to (name the adults, in every class).\n5. Re-measure in the next survey period.',
      '1. Izvēlieties vienu strukturētu programmu vai stundu virkni par emociju atpazīšanu, stresa pārvarēšanu un palīdzības lūgšanu (izvēli var vadīt skolas psihologs).\n2. Mācāt to klases stundās katru otro nedēļu semestra garumā, ar praktiskiem vingrinājumiem, ne tikai sarunām.\n3. Pirms eksāmenu laika klašu grupām ar vislielāko slodzi vadiet stundu par atkārtošanas plānošanu un miegu.\n4. Pārliecinieties, ka katrs skolēns zina, pie kā vērsties (katrā klasē nosauciet pieaugušos).\n5. Izmēriet atkārtoti nākamajā aptaujas periodā.',
      '1. Выберите одну структурированную программу или серию уроков о распознавании эмоций, преодолении стресса и просьбе о помощи (выбор может возглавить школьный психолог).\n2. Проводите её на классных часах раз в две недели в течение семестра, с практикой, а не только беседой.\n3. Перед экзаменами проведите для самых нагруженных параллелей урок о планировании повторения и сне.\n4. Убедитесь, что каждый ученик знает, к кому обратиться (назовите взрослых в каждом классе).\n5. Повторите измерение в следующем периоде опроса.',
    ),
    timeNeeded: text(
      'A term of fortnightly form-time lessons',
      'Semestris ar klases stundām ik pēc divām nedēļām',
      'Семестр классных часов раз в две недели',
    ),
    sources: [
      {
        title:
          "Durlak, J. A., Weissberg, R. P., Dymnicki, A. B., Taylor, R. D. & Schellinger, K. B. (2011). The impact of enhancing students' social and emotional learning: a meta-analysis of school-based universal interventions. Child Development, 82(1), 405–432.",
        url: null,
      },
      { title: 'EEF Teaching and Learning Toolkit: Social and emotional learning', url: eefToolkit },
      {
        title: 'CASEL: Collaborative for Academic, Social, and Emotional Learning',
        url: 'https://casel.org/',
      },
    ],
  },
];
