import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { useOrganizationAccess, useSetOrganizationAccess } from '../../queries/organizationAccess';

/**
 * docs/ROLES.md: whether the school lets its organisation's admins change its roster. The school's own
 * admins with manage_admins set it; the organisation sees it and cannot change it.
 */
export function OrganizationAccessCard({ schoolId, canChange }: { schoolId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const access = useOrganizationAccess(schoolId);
  const save = useSetOrganizationAccess(schoolId);
  if (access.isError) return <Alert color="red">{errorText(access.error)}</Alert>;
  if (!access.data || access.data.organization_id === null) return null;
  const organization = access.data.organization_name ?? '';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('organization_access.title', { organization })}
        </Title>
        <Text size="sm" c="gray.8">
          {t('organization_access.always', { organization })}
        </Text>
        <Switch
          label={t('organization_access.roster', { organization })}
          checked={access.data.organization_manages_roster}
          disabled={!canChange || save.isPending}
          onChange={(event) =>
            save.mutate(event.currentTarget.checked, {
              onSuccess: (data) =>
                notice.info(
                  t(
                    data.organization_manages_roster
                      ? 'organization_access.granted'
                      : 'organization_access.withdrawn',
                    {
                      organization,
                    },
                  ),
                ),
              onError: (error) => notice.error(errorText(error)),
            })
          }
        />
        {!canChange && (
          <Text size="sm" c="dimmed">
            {t('organization_access.school_decides')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
