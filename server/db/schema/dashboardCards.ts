import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Localized } from '../../../common/survey/content';
import { timestamps } from './columns';
import { organizationScoped } from './organizations';
import { surveys } from './surveys';

export const dashboardCardKinds = ['notice', 'link', 'survey'] as const;
export type DashboardCardKind = (typeof dashboardCardKinds)[number];
export const dashboardRoles = ['student', 'teacher', 'school_admin', 'organization_admin'] as const;
export type DashboardRole = (typeof dashboardRoles)[number];

/**
 * A card an organisation's role dashboards show (spec §2 /admin/dashboards-manager/{id}): a notice, a
 * link or a highlighted survey, for some roles, in the languages it has a text in, in `position` order.
 */
export const dashboardCards = pgTable(
  'dashboard_cards',
  {
    id: serial('id').primaryKey(),
    ...organizationScoped(),
    kind: text('kind', { enum: dashboardCardKinds }).notNull(),
    roles: jsonb('roles').$type<DashboardRole[]>().notNull(),
    position: integer('position').notNull(),
    /** A notice's text, a link's label, a highlighted survey's note, per language. */
    texts: jsonb('texts').$type<Localized>().notNull(),
    url: text('url'),
    surveyId: integer('survey_id').references(() => surveys.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (table) => [index('dashboard_cards_org_idx').on(table.organizationId, table.position)],
);
