import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdByIdentity, identities } from './accounts';
import { createdAt, ownedBy } from './columns';
import { organizationIndex, organizationScoped } from './organizations';
import { accessCodes, polls, surveyPeriods } from './surveys';

export const invitationMailKinds = ['invitation', 'reminder'] as const;
export type InvitationMailKind = (typeof invitationMailKinds)[number];
export type MailTemplate = { subject: string; text: string };
/** A campaign's own wording; a missing language or kind falls back to the default template. */
export type CampaignTemplates = Partial<Record<InvitationMailKind, Partial<Record<string, MailTemplate>>>>;

/**
 * Mail with personal links into one survey period (spec §3: id, name, surveyPeriodId, emails). The
 * campaign's poll is an `invitation_link` poll; each recipient holds one access code of it.
 */
export const invitationCampaigns = pgTable(
  'invitation_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surveyPeriodId: ownedBy('survey_period_id', () => surveyPeriods.id),
    /** The period's organisation, so school staff can be scoped to their own campaigns. */
    ...organizationScoped(),
    pollId: ownedBy('poll_id', () => polls.id),
    templates: jsonb('templates').$type<CampaignTemplates>().notNull().default({}),
    createdBy: createdByIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    index('invitation_campaigns_period_idx').on(table.surveyPeriodId),
    organizationIndex('invitation_campaigns', table),
  ],
);

export const recipientSources = ['manual', 'sync'] as const;

/**
 * One address of a campaign. The personal link is derived from the id and `linkNonce` with the server
 * secret; only its hash is stored. A new nonce makes a fresh link and retires the old one.
 */
export const invitationRecipients = pgTable(
  'invitation_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: ownedBy('campaign_id', () => invitationCampaigns.id),
    email: text('email').notNull(),
    language: text('language').notNull(),
    source: text('source', { enum: recipientSources }).notNull(),
    identityId: integer('identity_id').references(() => identities.id, { onDelete: 'set null' }),
    accessCodeId: integer('access_code_id').references(() => accessCodes.id, { onDelete: 'set null' }),
    linkNonce: text('link_nonce').notNull(),
    linkHash: text('link_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Last time a fresh link was asked for, to send at most one per few minutes. */
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('invitation_recipients_campaign_email_idx').on(table.campaignId, table.email)],
);

export const sendingStates = ['scheduled', 'running', 'done', 'cancelled'] as const;

/** One round of mail (the invitation or a reminder), sent at `scheduledAt` by the send-invitations job. */
export const invitationSendings = pgTable(
  'invitation_sendings',
  {
    id: serial('id').primaryKey(),
    campaignId: ownedBy('campaign_id', () => invitationCampaigns.id),
    kind: text('kind', { enum: invitationMailKinds }).notNull(),
    state: text('state', { enum: sendingStates }).notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** A worker holds the round until then; a killed worker's round is taken over after it passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** A resend to the unconfirmed: goes only to the deliveries queued with it, not to the whole audience. */
    resend: boolean('resend').notNull().default(false),
    createdBy: createdByIdentity(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('invitation_sendings_campaign_idx').on(table.campaignId)],
);

export const deliveryStates = ['queued', 'sending', 'sent', 'failed', 'skipped', 'unconfirmed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/**
 * One mail of a round to one recipient. `sending` is written before the SMTP conversation and
 * `sent`/`failed` after it, so a killed job knows which mails were in flight. `unconfirmed`: the mail
 * was sealed (recorded sent, its final "." due) but the sending server stopped before the SMTP server
 * answered, so it may or may not have arrived; it is never resent unless a super-admin asks.
 */
export const invitationDeliveries = pgTable(
  'invitation_deliveries',
  {
    id: serial('id').primaryKey(),
    sendingId: ownedBy('sending_id', () => invitationSendings.id),
    recipientId: ownedBy('recipient_id', () => invitationRecipients.id),
    state: text('state', { enum: deliveryStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    smtpResponse: text('smtp_response'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitation_deliveries_round_recipient_idx').on(table.sendingId, table.recipientId),
    index('invitation_deliveries_round_state_idx').on(table.sendingId, table.state),
    index('invitation_deliveries_recipient_idx').on(table.recipientId),
  ],
);
