import type { LanguageCode } from '../../../common/languages';

/** One comment as a respondent would write it in each language; the respondent's language picks one. */
export type Said = Record<LanguageCode, string>;

const said = (lv: string, ru: string, en: string): Said => ({ lv, ru, en });

/** Answers to "What do you like most about our school?" */
export const studentBestThings: Said[] = [
  said('Mūsu klase ir ļoti draudzīga.', 'У нас очень дружный класс.', 'Our class is really friendly.'),
  said(
    'Skolotāji ir atsaucīgi un vienmēr palīdz, ja kaut ko nesaproti.',
    'Учителя отзывчивые и всегда помогают, если что-то непонятно.',
    "The teachers are kind and always help if you don't understand something.",
  ),
  said(
    'Skolas pasākumi, īpaši Ziemassvētku koncerts un sporta diena.',
    'Школьные мероприятия, особенно рождественский концерт и день спорта.',
    'The school events, especially the Christmas concert and sports day.',
  ),
  said('Robotikas pulciņš!', 'Кружок робототехники!', 'The robotics club!'),
  said(
    'Draugi un tas, ka starpbrīžos var iziet pagalmā.',
    'Друзья и то, что на переменах можно выйти во двор.',
    'My friends, and that we can go out into the yard during breaks.',
  ),
  said(
    'Matemātikas stundas — skolotāja visu ļoti labi izskaidro.',
    'Уроки математики — учительница всё очень хорошо объясняет.',
    'Maths lessons — the teacher explains everything really well.',
  ),
  said(
    'Bibliotēka, kur var mierīgi pasēdēt un palasīt.',
    'Библиотека, где можно спокойно посидеть и почитать.',
    'The library, where you can sit quietly and read.',
  ),
  said(
    'Ka skolotāji ieklausās mūsu idejās.',
    'То, что учителя прислушиваются к нашим идеям.',
    'That teachers listen to our ideas.',
  ),
  said(
    'Projektu nedēļa, kad varam strādāt grupās.',
    'Неделя проектов, когда мы можем работать в группах.',
    'Project week, when we get to work in groups.',
  ),
  said('Koris un skolas teātris.', 'Хор и школьный театр.', 'The choir and the school theatre.'),
  said('Ēdnīcā ir garšīgas pusdienas.', 'В столовой вкусные обеды.', 'The lunches in the canteen are good.'),
  said('Mūsu klases audzinātāja.', 'Наша классная руководительница.', 'Our class teacher.'),
  said('Nezinu, viss ir normāli.', 'Не знаю, всё нормально.', "Don't know, everything is fine."),
];

export type ChangeTheme = 'safety' | 'stress' | 'teaching' | 'facilities' | 'belonging';

/** Answers to "If you could change one thing at school, what would it be?", by what troubles the student. */
export const studentChanges: Record<ChangeTheme, Said[]> = {
  safety: [
    said(
      'Lai skolotāji starpbrīžos vairāk pieskatītu gaiteņus.',
      'Чтобы учителя на переменах больше присматривали за коридорами.',
      'Teachers should keep more of an eye on the corridors during breaks.',
    ),
    said(
      'Daži vecāko klašu skolēni apceļ jaunākos, un neviens neko nedara.',
      'Некоторые старшеклассники задирают младших, и никто ничего не делает.',
      'Some older students pick on younger ones and nobody does anything.',
    ),
    said(
      'Sakārtot tualetes, tur bieži smēķē elektroniskās cigaretes.',
      'Навести порядок в туалетах, там часто курят электронные сигареты.',
      'Sort out the toilets, people often vape there.',
    ),
    said(
      'Mūsu klasē daži ņirgājas par citiem, un tas ir nepatīkami.',
      'В нашем классе некоторые издеваются над другими, и это неприятно.',
      "In our class some people make fun of others and it's not nice.",
    ),
    said(
      'Lai būtu kāds, kam var anonīmi pastāstīt par problēmām.',
      'Чтобы был кто-то, кому можно анонимно рассказать о проблемах.',
      'There should be someone you can tell about problems anonymously.',
    ),
    said(
      'Klases čatā bieži raksta aizskarošas lietas, ar to kaut kas jādara.',
      'В классном чате часто пишут обидные вещи, с этим надо что-то делать.',
      'People often write hurtful things in the class chat, something should be done about it.',
    ),
  ],
  stress: [
    said(
      'Mazāk mājasdarbu uz brīvdienām.',
      'Поменьше домашних заданий на выходные.',
      'Less homework over the weekend.',
    ),
    said(
      'Lai vienā dienā nebūtu vairāki pārbaudes darbi.',
      'Чтобы в один день не было нескольких контрольных.',
      'No more than one test on the same day.',
    ),
    said(
      'Pārbaudes darbu grafiks ir pārāk saspiests, pirms brīvlaika ir vienkārši traki.',
      'График контрольных слишком плотный, перед каникулами просто ужас.',
      "The test schedule is too packed, before the holidays it's just crazy.",
    ),
    said(
      'Stundām vajadzētu sākties vēlāk, no rīta nevaru koncentrēties.',
      'Уроки должны начинаться позже, утром невозможно сосредоточиться.',
      "Lessons should start later, I can't concentrate in the morning.",
    ),
    said(
      'Garākus starpbrīžus, lai var paēst bez steigas.',
      'Более длинные перемены, чтобы можно было поесть без спешки.',
      'Longer breaks so we can eat without rushing.',
    ),
    said(
      'Klusu telpu, kur starpbrīžos atpūsties.',
      'Тихое помещение, где можно отдохнуть на переменах.',
      'A quiet room to rest in during breaks.',
    ),
  ],
  teaching: [
    said(
      'Lai skolotāji vairāk paskaidrotu, nevis tikai dotu uzdevumus no grāmatas.',
      'Чтобы учителя больше объясняли, а не только давали задания из учебника.',
      'Teachers should explain more instead of just giving tasks from the book.',
    ),
    said(
      'Vairāk praktisko darbu un eksperimentu.',
      'Больше практических работ и экспериментов.',
      'More practical work and experiments.',
    ),
    said(
      'Skaidrāku vērtēšanu — ne vienmēr ir saprotams, par ko ir atzīme.',
      'Более понятное оценивание — не всегда ясно, за что поставили оценку.',
      "Clearer marking — it's not always clear what a mark is for.",
    ),
    said(
      'Stundās ir pārāk trokšņaini, nevar sadzirdēt skolotāju.',
      'На уроках слишком шумно, учителя не слышно.',
      "It's too noisy in lessons, you can't hear the teacher.",
    ),
    said(
      'Vairāk konsultāciju pēc stundām pirms eksāmeniem.',
      'Больше консультаций после уроков перед экзаменами.',
      'More help sessions after lessons before the exams.',
    ),
    said(
      'Lai skolotāji ņemtu vērā, ka ne visi strādā vienā tempā.',
      'Чтобы учителя учитывали, что не все работают в одном темпе.',
      'Teachers should remember that not everyone works at the same pace.',
    ),
  ],
  facilities: [
    said(
      'Labāku Wi-Fi visā skolā.',
      'Нормальный Wi-Fi во всей школе.',
      'Better Wi-Fi across the whole school.',
    ),
    said(
      'Jaunus krēslus un galdus klasēs.',
      'Новые стулья и парты в классах.',
      'New chairs and desks in the classrooms.',
    ),
    said(
      'Garšīgākas pusdienas un vairāk veģetāro ēdienu.',
      'Вкуснее обеды и больше вегетарианских блюд.',
      'Tastier lunches and more vegetarian food.',
    ),
    said(
      'Skapīšus visiem, lai nav jānēsā smagās somas.',
      'Шкафчики для всех, чтобы не носить тяжёлые сумки.',
      "Lockers for everyone so we don't have to carry heavy bags.",
    ),
    said(
      'Vairāk soliņu gaiteņos, kur var pasēdēt.',
      'Больше скамеек в коридорах, где можно посидеть.',
      'More benches in the corridors to sit on.',
    ),
    said(
      'Sakārtot sporta zāles ģērbtuves un dušas.',
      'Привести в порядок раздевалки и душевые спортзала.',
      'Fix up the gym changing rooms and showers.',
    ),
  ],
  belonging: [
    said(
      'Vairāk pasākumu visai skolai, lai iepazītos ar citām klasēm.',
      'Больше общешкольных мероприятий, чтобы знакомиться с другими классами.',
      'More whole-school events to get to know other classes.',
    ),
    said(
      'Lai skolēnu pašpārvaldes idejas tiešām ņemtu vērā.',
      'Чтобы идеи ученического самоуправления действительно учитывались.',
      'Student council ideas should actually be taken into account.',
    ),
    said(
      'Klases ekskursiju vismaz reizi gadā.',
      'Классную экскурсию хотя бы раз в год.',
      'A class trip at least once a year.',
    ),
    said(
      'Lai jaunajiem skolēniem palīdzētu ātrāk iejusties.',
      'Чтобы новым ученикам помогали быстрее освоиться.',
      'Help new students settle in faster.',
    ),
    said('Neko, man viss patīk.', 'Ничего, мне всё нравится.', 'Nothing, I like everything.'),
  ],
};

/** Answers to the teacher survey's "What would most improve your working conditions?" */
export const teacherImprovements: Said[] = [
  said(
    'Mazāk birokrātijas un atskaišu, vairāk laika stundu sagatavošanai.',
    'Меньше бюрократии и отчётов, больше времени на подготовку к урокам.',
    'Less bureaucracy and reporting, more time to prepare lessons.',
  ),
  said(
    'Skolotāju istabā vajadzētu klusu darba vietu un printeri, kas strādā.',
    'В учительской нужно тихое рабочее место и принтер, который работает.',
    'A quiet place to work in the staff room and a printer that works.',
  ),
  said(
    'Skaidrāku kārtību, kā risināt konfliktus ar vecākiem.',
    'Более понятный порядок решения конфликтов с родителями.',
    'A clearer procedure for handling conflicts with parents.',
  ),
  said(
    'Vairāk laika kopīgai plānošanai ar kolēģiem, kuri strādā tajās pašās klasēs.',
    'Больше времени для совместного планирования с коллегами, которые работают в тех же классах.',
    'More time for joint planning with colleagues who teach the same classes.',
  ),
  said(
    'Atbalsta personāla palīdzību klasēs, kurās ir skolēni ar mācīšanās grūtībām.',
    'Помощь персонала поддержки в классах, где есть ученики с трудностями в обучении.',
    'Support staff in classes with students who have learning difficulties.',
  ),
];
