import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm';
import { notice } from '../../../components/notices';
import { useRevokeShareLink } from '../../../queries/resultShares';

/**
 * Revoking a share link after a confirmation, with a notice when done. `words` names the key group
 * (`results.share` or `admin.share_links`) holding revoke_confirm, revoke and revoked.
 */
export function useConfirmedRevoke(words: 'results.share' | 'admin.share_links') {
  const { t } = useTranslation();
  const revoke = useRevokeShareLink();
  const revokeAfterConfirm = async (linkId: number) => {
    const confirmed = await confirm({
      message: t(`${words}.revoke_confirm`),
      confirmLabel: t(`${words}.revoke`),
      danger: true,
    });
    if (!confirmed) return;
    if (await revoke.mutateAsync(linkId).catch(() => null)) notice.info(t(`${words}.revoked`));
  };
  return { revoke, revokeAfterConfirm };
}
