import { isLanguageCode, type LanguageCode } from '../../../common/languages';

/**
 * Built-in word-cloud stop words: the common function words of each language (pronouns, articles,
 * prepositions, conjunctions, particles, auxiliary verbs). Super-admins add more per language in
 * wordcloud_words; these are always left out. Lower case, as the tokeniser lower-cases.
 */
const english = `a about above after again against all almost also although always am among an and another any
anybody anyone anything anyway are aren't around as at be became because been before being below
beside besides between both but by can cannot can't could couldn't did didn't do does doesn't doing
don't done down during each either else enough even ever every everyone everything few for from
further get gets getting got had hadn't has hasn't have haven't having he her here hers herself him
himself his how however i if in into is isn't it its itself just least less let like made make many
may me might mine more most much must my myself neither never no nobody none nor not nothing now of
off often on once one only or other others otherwise our ours ourselves out over own per perhaps
quite rather really same shall she should shouldn't since so some somebody someone something
sometimes still such than that the their theirs them themselves then there therefore these they
this those though through thus till to too toward towards under until up upon us very was wasn't we
well were weren't what whatever when whenever where wherever whether which while who whoever whole
whom whose why will with within without won't would wouldn't yes yet you your yours yourself
yourselves also etc ok okay lot lots thing things really get got`;

const latvian = `aiz ap apakš ar arī augšpus bet bez bija biji biju bijām bijāt būs būsi būsiet būsim būt būšu
būtu caur diemžēl diezin droši dēļ esam esat esi esmu esot gan gar iekam iekams iekām iekāms iekš
iekšpus ik ir it itin iz ja jau jeb jebšu jel jo jā ka kamēr kaut kolīdz kopš kā kļuva kļuvi kļuvu
kļuvām kļuvāt kļūs kļūsi kļūsiet kļūsim kļūst kļūstam kļūstat kļūsti kļūstu kļūt kļūšu labad lai
lejpus līdz līdzko ne nebūt nedz nekā nevis nezin no nu nē otrpus pa par pat pie pirms pret priekš
pār pēc starp tad tak tapi taps tapsi tapsiet tapsim tapt tapāt tapšu taču te tiec tiek tiekam
tiekat tieku tik tika tikai tiki tikko tiklab tiklīdz tiks tiksiet tiksim tikt tiku tikvien tikām
tikāt tikšu tomēr topat turpretim turpretī tā tādēļ tālab tāpēc un uz vai var varat varēja varēji
varēju varējām varējāt varēs varēsi varēsiet varēsim varēt varēšu vien virs virspus vis viņpus zem
ārpus šaipus es tu viņš viņa mēs jūs viņi viņas mans mana mani manas manu manā manam manai manis
tavs tava tavi tavas tavu tavā savs sava savi savas savu savā saviem savām mūsu jūsu viņu viņam
viņai viņiem viņām viņā viņos man tev mums jums sev sevi tevi mūs jūs tas tie tās to tam tai tiem
tām tajā tajos tajās šis šī šie šīs šo šim šai šiem šīm šajā šajos kas kurš kura kuri kuras kuru
kuram kurai kuriem kurām kurā kādēļ kāds kāda kādi kādas kādu kādā kādam nekas neko neviens nevienu
viss visa visi visas visu visiem visām visā katrs katra katru katram kur kad kāpēc cik tur šeit
tagad vēl ļoti daudz mazliet varbūt nav nebija nebūs nebūtu protams tāds tāda tādi tādas
tādu tādā šāds šāda šādi šādu citi cits cita citu citas citā vairāk mazāk vismaz tiešām vienmēr
dažreiz bieži nekad reizēm kaut kas lūdzu paldies`;

const russian = `а без более больше будет будете будешь буду будут будто бы был была были было быть в вам
вами вас вдруг ведь весь во вот впрочем все всегда всего всей всем всеми всех всю вся всё вы где
да даже два для до другой другие его ее её ей ему если есть еще ещё ж же за зачем здесь и из или
им ими иногда их к каждый каждая как какая какие какой когда конечно которая которого которое
которой которые который которых кто куда ли либо лишь лучше между меня мне много может можно мой
моя моё мое мои моих мы на над надо наконец нам нами нас наш наша наше наши не него нее неё ней
нельзя нем нём немного несколько нет ни нибудь никогда ним ними них ничего но ну о об один одна
одно опять от очень перед по под после потом потому почему почти при про просто раз разве с сам
сама сами само свой своя своё свое свои свою себе себя сейчас со совсем так также такая такие
такое такой там тебе тебя тем теперь тех то тобой тогда того тоже той только том тому тот три ту
тут ты у уж уже хоть хорошо чего чем чём через что чтоб чтобы чуть эта эти этим этими этих это
этого этой этом этому этот эту я твой твоя твоё твое твои ваш ваша ваше ваши мной мною нему вообще
именно вроде бывает иногда часто всегда никто нечего кого кому чему ими вами нашей нашего вашей
вашего это`;

const parse = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

export const builtInStopWords: Record<LanguageCode, ReadonlySet<string>> = {
  en: parse(english),
  lv: parse(latvian),
  ru: parse(russian),
};

const none: ReadonlySet<string> = new Set();

/** A language's built-in stop words: none for a language added at /admin/manage-languages (its are added ones). */
export function builtInStopWordsOf(language: string): ReadonlySet<string> {
  return isLanguageCode(language) ? builtInStopWords[language] : none;
}
