import { boolean, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './columns';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  /** Offered in the interface (the switcher shows it only once complete enough: services/translations/languageCompleteness). */
  enabled: boolean('enabled').notNull().default(true),
  /** Offered as a language surveys can be written and answered in. */
  surveyEnabled: boolean('survey_enabled').notNull().default(true),
});

export const translationKeys = pgTable('translation_keys', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  createdAt: createdAt(),
});

export const translations = pgTable(
  'translations',
  {
    keyId: ownedBy('key_id', () => translationKeys.id),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    /** 'file' rows follow locales/*.json on every start; 'admin' rows were edited in the product and are kept. */
    source: text('source', { enum: ['file', 'admin'] })
      .notNull()
      .default('file'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.languageCode] })],
);
