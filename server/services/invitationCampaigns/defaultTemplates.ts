import type { LanguageCode } from '../../../common/languages';
import type { InvitationMailKind, MailTemplate } from '../../db/schema';

/** The wording a campaign starts with; the admin may change any of it per campaign. */
export const defaultTemplates: Record<InvitationMailKind, Record<LanguageCode, MailTemplate>> = {
  invitation: {
    en: {
      subject: '{{school}} asks for your opinion: {{survey}}',
      text: 'Hello,\n\n{{school}} invites you to answer the survey "{{survey}}". It takes a few minutes, and your answers help the school improve.\n\nYour personal link (do not forward it; it stands for you):\n{{link}}\n\nThe survey is open until {{closing_date}}.\n\nThank you!\n\nTo receive no reminders about this survey: {{unsubscribe_link}}',
    },
    lv: {
      subject: '{{school}} lūdz jūsu viedokli: {{survey}}',
      text: 'Labdien!\n\n{{school}} aicina jūs atbildēt uz aptauju "{{survey}}". Tas aizņems dažas minūtes, un jūsu atbildes palīdzēs skolai kļūt labākai.\n\nJūsu personīgā saite (nepārsūtiet to citiem, tā ir paredzēta tikai jums):\n{{link}}\n\nAptauja ir atvērta līdz {{closing_date}}.\n\nPaldies!\n\nLai nesaņemtu atgādinājumus par šo aptauju: {{unsubscribe_link}}',
    },
    ru: {
      subject: '{{school}} просит вашего мнения: {{survey}}',
      text: 'Здравствуйте!\n\n{{school}} приглашает вас ответить на опрос «{{survey}}». Это займёт несколько минут, а ваши ответы помогут школе стать лучше.\n\nВаша личная ссылка (не пересылайте её, она предназначена только вам):\n{{link}}\n\nОпрос открыт до {{closing_date}}.\n\nСпасибо!\n\nЧтобы не получать напоминаний об этом опросе: {{unsubscribe_link}}',
    },
  },
  reminder: {
    en: {
      subject: 'Reminder: {{survey}} closes on {{closing_date}}',
      text: 'Hello,\n\nWe have not yet received your answers to the survey "{{survey}}" of {{school}}. It is open until {{closing_date}}.\n\nYour personal link:\n{{link}}\n\nIf you have already answered, thank you, and please ignore this e-mail.\n\nTo receive no more reminders about this survey: {{unsubscribe_link}}',
    },
    lv: {
      subject: 'Atgādinājums: aptauja "{{survey}}" noslēgsies {{closing_date}}',
      text: 'Labdien!\n\nMēs vēl neesam saņēmuši jūsu atbildes uz {{school}} aptauju "{{survey}}". Tā ir atvērta līdz {{closing_date}}.\n\nJūsu personīgā saite:\n{{link}}\n\nJa jau esat atbildējis, paldies, un, lūdzu, neņemiet šo e-pastu vērā.\n\nLai vairs nesaņemtu atgādinājumus par šo aptauju: {{unsubscribe_link}}',
    },
    ru: {
      subject: 'Напоминание: опрос «{{survey}}» закрывается {{closing_date}}',
      text: 'Здравствуйте!\n\nМы ещё не получили ваших ответов на опрос «{{survey}}» ({{school}}). Он открыт до {{closing_date}}.\n\nВаша личная ссылка:\n{{link}}\n\nЕсли вы уже ответили, спасибо, и просто проигнорируйте это письмо.\n\nЧтобы больше не получать напоминаний об этом опросе: {{unsubscribe_link}}',
    },
  },
};

export const templatePlaceholders = ['school', 'survey', 'closing_date', 'link', 'unsubscribe_link'] as const;
export type TemplateValues = Record<(typeof templatePlaceholders)[number], string>;

/** Fills {{placeholder}}s; an unknown one stays as written so the preview shows the mistake. */
export function fillTemplate(template: MailTemplate, values: TemplateValues): MailTemplate {
  const fill = (text: string) =>
    text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
      name in values ? values[name as keyof TemplateValues] : whole,
    );
  return { subject: fill(template.subject).replace(/[\r\n]+/g, ' '), text: fill(template.text) };
}

const dateFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/**
 * Dates in mail are written the way each language writes them, in Riga time. One formatter per
 * language: building it was the largest single cost of rendering a campaign mail (bench:invitations).
 */
export function closingDateText(endsAt: Date, language: LanguageCode): string {
  let format = dateFormats.get(language);
  if (!format) {
    const locale = { en: 'en-GB', lv: 'lv-LV', ru: 'ru-RU' }[language];
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Riga' });
    dateFormats.set(language, format);
  }
  return format.format(endsAt);
}
