import type { CampaignRound } from '../../queries/invitationCampaigns';

/**
 * Where a round stands as the sending tab shows it: a round that ended with every mail failed is failed
 * (not a green "done" beside "failed: 3"), and one with some failed says so.
 */
export function roundOutcome(round: Pick<CampaignRound, 'state' | 'counts'>) {
  if (round.state !== 'done') return round.state;
  const failed = round.counts.failed ?? 0;
  if (!failed) return 'done';
  const delivered = (round.counts.sent ?? 0) + (round.counts.unconfirmed ?? 0);
  return delivered ? 'partly_failed' : 'failed';
}
