import { useTranslation } from '../../i18n/useTranslation';
import { useRevokeShareLink } from '../../queries/resultShares';
import { confirm } from '../confirm';
import { notice } from '../notices';

/**
 * Revoking a share link after a confirmation, with a notice when done, and each row's button for it. `words` names the key group
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
  /** The props of a row's revoke button (a Mantine Button): small, red, busy while its link goes. */
  const revokeButton = (linkId: number) =>
    ({
      size: 'xs',
      color: 'red',
      variant: 'subtle',
      loading: revoke.isPending && revoke.variables === linkId,
      onClick: () => revokeAfterConfirm(linkId),
      children: t(`${words}.revoke`),
    }) as const;
  return { revoke, revokeButton };
}
