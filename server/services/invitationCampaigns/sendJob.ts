import { and, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitationSendings } from '../../db/schema';
import type { AppConfig } from '../../env';
import type { JobDefinition } from '../../jobs/queue';
import { sealedSmtpPool } from '../mail/sealedSmtp';
import { sendJobName } from './rounds';
import { type CampaignMailer, type RoundSettings, sendRound } from './sendRound';

const defaultMailsPerSecond = 250;

/** Kept-open SMTP connections for campaign mail; null when no SMTP server is configured. */
export function campaignMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): CampaignMailer | null {
  if (!config.smtpUrl) return null;
  const url = new URL(config.smtpUrl);
  const pool = sealedSmtpPool(config.smtpUrl, Number(url.searchParams.get('maxConnections') ?? 10));
  return { send: (mail, seal) => pool.send({ from: config.mailFrom, ...mail }, seal) };
}

export function roundSettings(config: AppConfig): RoundSettings {
  return {
    appUrl: config.appUrl,
    tokenSecret: config.tokenSecret,
    previousTokenSecrets: config.previousTokenSecrets,
    mailFrom: config.mailFrom,
    mailsPerSecond: config.invitationMailsPerSecond ?? defaultMailsPerSecond,
  };
}

/** Sends one round when it is due (queued with startAfter by scheduleRound). */
export function sendInvitationsJob(db: Db, config: AppConfig): JobDefinition<{ sendingId: number }> {
  const mailer = campaignMailer(config);
  return {
    name: sendJobName,
    handle: async ({ sendingId }) => {
      await sendRound(db, mailer, roundSettings(config), sendingId);
    },
  };
}

/**
 * Every minute, and once at start: rounds that are due but were never started (a lost job) and rounds
 * whose worker died (its lease ran out) are sent from where they stopped.
 */
export function invitationRoundsSweepJob(db: Db, config: AppConfig): JobDefinition {
  const mailer = campaignMailer(config);
  return {
    name: 'invitation-rounds-sweep',
    cron: '* * * * *',
    handle: async () => {
      const now = new Date();
      const waiting = await db
        .select({ id: invitationSendings.id })
        .from(invitationSendings)
        .where(
          or(
            and(eq(invitationSendings.state, 'scheduled'), lte(invitationSendings.scheduledAt, now)),
            eq(invitationSendings.state, 'running'),
          ),
        );
      for (const { id } of waiting) await sendRound(db, mailer, roundSettings(config), id);
    },
  };
}
