import type { Db } from '../client';
import { terms } from '../schema';

const initialTerms = [
  {
    language: 'en',
    title: 'Balss terms of use',
    body: `1. Balss is a survey and feedback service for schools and the organisations that run them. These terms apply to everyone who signs in.
2. Your organisation decides which surveys are run and who takes part. It is the controller of the personal data entered into Balss; Balss processes that data on its behalf, within the European Union.
3. Answers are shown only in groups large enough to protect the people who gave them: no result for fewer than 5 respondents, no free-text comments for fewer than 10.
4. Keep your password to yourself and sign out on shared computers. Tell your school administrator at once if you think someone else has used your account.
5. Do not try to identify individual respondents, to reach data of another organisation, or to disturb the service.
6. We may update these terms. When we do, you will be asked to accept the new version the next time you sign in.`,
  },
  {
    language: 'lv',
    title: 'Balss lietošanas noteikumi',
    body: `1. Balss ir aptauju un atgriezeniskās saites pakalpojums skolām un organizācijām, kas tās vada. Šie noteikumi attiecas uz ikvienu, kurš pieslēdzas.
2. Jūsu organizācija nosaka, kuras aptaujas tiek veiktas un kas tajās piedalās. Tā ir Balss ievadīto personas datu pārzinis; Balss šos datus apstrādā tās uzdevumā Eiropas Savienībā.
3. Atbildes tiek rādītas tikai pietiekami lielās grupās, lai aizsargātu to sniedzējus: nav rezultātu, ja respondentu ir mazāk nekā 5, un nav brīvā teksta komentāru, ja viņu ir mazāk nekā 10.
4. Glabājiet savu paroli noslēpumā un atslēdzieties koplietošanas datoros. Nekavējoties informējiet skolas administratoru, ja domājat, ka jūsu kontu ir izmantojis kāds cits.
5. Nemēģiniet noskaidrot atsevišķu respondentu identitāti, piekļūt citas organizācijas datiem vai traucēt pakalpojuma darbību.
6. Mēs varam šos noteikumus atjaunināt. Tad nākamajā pieslēgšanās reizē jums tiks lūgts pieņemt jauno versiju.`,
  },
  {
    language: 'ru',
    title: 'Условия использования Balss',
    body: `1. Balss — сервис опросов и обратной связи для школ и организаций, которые ими управляют. Эти условия действуют для всех, кто входит в систему.
2. Ваша организация решает, какие опросы проводятся и кто в них участвует. Она является контролёром персональных данных, введённых в Balss; Balss обрабатывает эти данные по её поручению в пределах Европейского союза.
3. Ответы показываются только в группах, достаточно больших, чтобы защитить отвечавших: нет результатов, если респондентов меньше 5, и нет свободных комментариев, если их меньше 10.
4. Никому не сообщайте свой пароль и выходите из системы на общих компьютерах. Сразу сообщите администратору школы, если считаете, что вашей учётной записью воспользовался кто-то другой.
5. Не пытайтесь установить личность отдельных респондентов, получить доступ к данным другой организации или нарушить работу сервиса.
6. Мы можем обновлять эти условия. В таком случае при следующем входе вас попросят принять новую версию.`,
  },
];

/** Every installation needs terms to accept; version 1 is written once when there are none. */
export async function seedInitialTerms(db: Db): Promise<void> {
  const existing = await db.select({ id: terms.id }).from(terms).limit(1);
  if (existing.length > 0) return;
  await db.insert(terms).values(initialTerms.map((row) => ({ ...row, version: 1 })));
}
