import { Alert, Button, Group, Text } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminUserFields, useUpdateUser } from '../../queries/adminUsers';
import { personName } from '../../routing/adminPaths';

/** Disables the account (signed out everywhere at once) or enables it again; never one's own. */
export function UserAccessPanel({ user, isSelf }: { user: AdminUserFields; isSelf: boolean }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateUser(user.id);
  const name = personName(user);

  async function handleToggle() {
    const disabling = !user.disabled;
    const accepted = await confirm({
      title: t('common.confirm_title'),
      message: t(disabling ? 'back_office.user.disable_confirm' : 'back_office.user.enable_confirm', {
        name,
      }),
      confirmLabel: t(disabling ? 'back_office.user.disable' : 'back_office.user.enable'),
      cancelLabel: t('common.cancel'),
      danger: disabling,
    });
    if (!accepted) return;
    update.mutate(
      { disabled: disabling },
      {
        onSuccess: () =>
          notice.info(t(disabling ? 'back_office.user.disabled_notice' : 'back_office.user.enabled_notice')),
        onError: (error) => notice.error(errorText(error)),
      },
    );
  }

  return (
    <Group justify="space-between" align="center">
      {user.disabled ? (
        <Alert color="yellow" role="status" py="xs">
          {t('back_office.user.disabled_since', {
            date: formatDate(user.disabled_at ?? '', i18n.language),
          })}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {isSelf ? t('back_office.user.self_hint') : t('back_office.user.enabled_hint')}
        </Text>
      )}
      <Button
        variant="outline"
        color={user.disabled ? undefined : 'red'}
        disabled={isSelf}
        loading={update.isPending}
        onClick={handleToggle}
      >
        {t(user.disabled ? 'back_office.user.enable' : 'back_office.user.disable')}
      </Button>
    </Group>
  );
}
