import type { LanguageCode } from '../../../common/languages';

export type MailKind = 'password_reset' | 'create_password' | 'email_change' | 'invitation';
type Mail = { subject: string; text: string };

const templates: Record<MailKind, Record<LanguageCode, (link: string, extra: string) => Mail>> = {
  password_reset: {
    en: (link) => ({
      subject: 'Reset your Balss password',
      text: `Someone asked to reset the password of your Balss account.\n\nSet a new password here (the link works for 2 hours, once):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
    }),
    lv: (link) => ({
      subject: 'Balss paroles atjaunošana',
      text: `Kāds pieprasīja atjaunot jūsu Balss konta paroli.\n\nJaunu paroli varat iestatīt šeit (saite derīga 2 stundas, vienu reizi):\n${link}\n\nJa tas nebijāt jūs, neņemiet šo e-pastu vērā; jūsu parole paliek nemainīga.`,
    }),
    ru: (link) => ({
      subject: 'Сброс пароля Balss',
      text: `Кто-то запросил сброс пароля вашей учётной записи Balss.\n\nЗадайте новый пароль здесь (ссылка действует 2 часа, один раз):\n${link}\n\nЕсли это были не вы, просто проигнорируйте это письмо; ваш пароль не изменится.`,
    }),
  },
  create_password: {
    en: (link) => ({
      subject: 'Create your Balss password',
      text: `Welcome to Balss. Create the password for your account here (the link works for 7 days, once):\n${link}`,
    }),
    lv: (link) => ({
      subject: 'Izveidojiet savu Balss paroli',
      text: `Laipni lūdzam Balss. Izveidojiet sava konta paroli šeit (saite derīga 7 dienas, vienu reizi):\n${link}`,
    }),
    ru: (link) => ({
      subject: 'Создайте пароль Balss',
      text: `Добро пожаловать в Balss. Создайте пароль для своей учётной записи здесь (ссылка действует 7 дней, один раз):\n${link}`,
    }),
  },
  email_change: {
    en: (link) => ({
      subject: 'Confirm your new e-mail address',
      text: `Confirm that this is the new e-mail address of your Balss account (the link works for 24 hours):\n${link}`,
    }),
    lv: (link) => ({
      subject: 'Apstipriniet savu jauno e-pasta adresi',
      text: `Apstipriniet, ka šī ir jūsu Balss konta jaunā e-pasta adrese (saite derīga 24 stundas):\n${link}`,
    }),
    ru: (link) => ({
      subject: 'Подтвердите новый адрес электронной почты',
      text: `Подтвердите, что это новый адрес электронной почты вашей учётной записи Balss (ссылка действует 24 часа):\n${link}`,
    }),
  },
  invitation: {
    en: (link, organization) => ({
      subject: `Invitation to ${organization} on Balss`,
      text: `${organization} invites you to Balss, the survey and feedback platform it uses.\n\nAccept the invitation here (the link works for 14 days):\n${link}`,
    }),
    lv: (link, organization) => ({
      subject: `Uzaicinājums pievienoties ${organization} platformā Balss`,
      text: `${organization} jūs aicina pievienoties Balss — aptauju un atgriezeniskās saites platformai, ko tā izmanto.\n\nPieņemiet uzaicinājumu šeit (saite derīga 14 dienas):\n${link}`,
    }),
    ru: (link, organization) => ({
      subject: `Приглашение в ${organization} на Balss`,
      text: `${organization} приглашает вас в Balss — платформу опросов и обратной связи, которой она пользуется.\n\nПримите приглашение здесь (ссылка действует 14 дней):\n${link}`,
    }),
  },
};

export function renderMail(kind: MailKind, language: LanguageCode, link: string, extra = ''): Mail {
  return templates[kind][language](link, extra);
}
