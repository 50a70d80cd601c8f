import { and, eq, inArray } from 'drizzle-orm';
import { orderLanguages } from '../../../common/languages';
import { translatedText } from '../../../common/translatedText';
import { invitations as en } from '../../../locales/en.json';
import { invitations as lv } from '../../../locales/lv.json';
import { invitations as ru } from '../../../locales/ru.json';
import type { Db } from '../../db/client';
import {
  type InvitationMailKind,
  invitationMailKinds,
  type MailTemplate,
  translationKeys,
  translations,
} from '../../db/schema';
import { surveyLanguageCodes } from '../translations/surveyLanguages';

/**
 * The wording a campaign starts with; the admin may change any of it per campaign. The texts are translation
 * keys (`invitations.default_mail.{kind}.{subject|text}`, edited at /admin/manage-translations); the shipped
 * en/lv/ru texts are bundled, so mail goes out when the table is half-synced, and a language switched on for
 * surveys in the product reads its own from the table, English for every key it has not translated.
 */
const shipped = { en: { invitations: en }, lv: { invitations: lv }, ru: { invitations: ru } };

export type DefaultTemplates = Record<string, Record<InvitationMailKind, MailTemplate>>;

const parts = ['subject', 'text'] as const;
const mailKey = (kind: InvitationMailKind, part: (typeof parts)[number]) =>
  `invitations.default_mail.${kind}.${part}`;
const mailKeys = invitationMailKinds.flatMap((kind) => parts.map((part) => mailKey(kind, part)));

/** One language's starting wording from its translations (`own`), else its shipped text, else English. */
export function defaultTemplatesOf(language: string, own: Record<string, string> = {}) {
  const word = (kind: InvitationMailKind, part: (typeof parts)[number]) =>
    translatedText(mailKey(kind, part), language, own, shipped);
  return Object.fromEntries(
    invitationMailKinds.map((kind) => [kind, { subject: word(kind, 'subject'), text: word(kind, 'text') }]),
  ) as Record<InvitationMailKind, MailTemplate>;
}

/**
 * The starting wording of every language mail may be written in (the survey languages, en/lv/ru among them),
 * read from the translations table in one query.
 */
export async function loadDefaultTemplates(db: Db): Promise<DefaultTemplates> {
  const languages = orderLanguages(['en', 'lv', 'ru', ...(await surveyLanguageCodes(db))]);
  const rows = await db
    .select({ key: translationKeys.key, language: translations.languageCode, value: translations.value })
    .from(translations)
    .innerJoin(translationKeys, eq(translationKeys.id, translations.keyId))
    .where(and(inArray(translationKeys.key, mailKeys), inArray(translations.languageCode, languages)));
  const own = new Map<string, Record<string, string>>();
  for (const row of rows) own.set(row.language, { ...own.get(row.language), [row.key]: row.value });
  return Object.fromEntries(
    languages.map((language) => [language, defaultTemplatesOf(language, own.get(language))]),
  );
}

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

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateLocales: Record<string, string> = { en: 'en-GB', lv: 'lv-LV', ru: 'ru-RU' };

/**
 * Dates in mail are written the way each language writes them, in Riga time. One formatter per
 * language: building it was the largest single cost of rendering a campaign mail (bench:invitations).
 */
export function closingDateText(endsAt: Date, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    const options = { dateStyle: 'long', timeZone: 'Europe/Riga' } as const;
    try {
      format = new Intl.DateTimeFormat(dateLocales[language] ?? language, options);
    } catch {
      format = new Intl.DateTimeFormat('en-GB', options);
    }
    dateFormats.set(language, format);
  }
  return format.format(endsAt);
}
