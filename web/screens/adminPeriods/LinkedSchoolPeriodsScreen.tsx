import { Alert, Button, Card, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type LinkedPeriods,
  useAddSchoolToPeriod,
  useLinkChildPeriod,
  useLinkedPeriods,
  useUnlinkChildPeriod,
} from '../../queries/adminPeriods';
import { idParam } from '../../routing/adminPaths';
import { useDocumentTitle } from '../../routing/pageTitle';
import { AdminPeriodsTable } from './AdminPeriodsTable';
import { QueryState } from './QueryState';

/** A picker and a button: link an existing period, or add a school. */
function PickAndAct(props: {
  label: string;
  action: string;
  options: { value: string; label: string }[];
  pending: boolean;
  onPick: (id: number) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Group align="flex-end">
      <Select
        label={props.label}
        data={props.options}
        value={value}
        onChange={setValue}
        searchable
        disabled={!props.options.length}
        miw={260}
      />
      <Button disabled={!value} loading={props.pending} onClick={() => value && props.onPick(Number(value))}>
        {props.action}
      </Button>
    </Group>
  );
}

function LinkedPeriodsView({ periodId, data }: { periodId: number; data: LinkedPeriods }) {
  const { t } = useTranslation();
  const link = useLinkChildPeriod(periodId);
  const unlink = useUnlinkChildPeriod(periodId);
  const addSchool = useAddSchoolToPeriod(periodId);
  const onError = (error: unknown) => notice.error(errorText(error));

  async function handleUnlink(childId: number, name: string) {
    if (await confirm({ message: t('admin_periods.linked.unlink_confirm', { name }), danger: true }))
      unlink.mutate(childId, { onSuccess: () => notice.info(t('admin_periods.linked.unlinked')), onError });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{data.parent.name}</Title>
        <Text c="dimmed">
          {t('admin_periods.linked.intro', {
            name: data.parent.organization.name,
            count: data.children.length,
          })}
        </Text>
      </div>
      {data.children.length ? (
        <AdminPeriodsTable
          periods={data.children}
          extra={{
            header: '',
            cell: (child) => (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => handleUnlink(child.id, child.name)}
              >
                {t('admin_periods.linked.unlink')}
              </Button>
            ),
          }}
        />
      ) : (
        <Alert color="gray">{t('admin_periods.linked.none')}</Alert>
      )}
      <Card withBorder>
        <Stack>
          <PickAndAct
            label={t('admin_periods.linked.link_label')}
            action={t('admin_periods.linked.link')}
            options={data.candidates.map((period) => ({
              value: String(period.id),
              label: `${period.organization.name} · ${period.name}`,
            }))}
            pending={link.isPending}
            onPick={(id) =>
              link.mutate(id, { onSuccess: () => notice.info(t('admin_periods.linked.linked')), onError })
            }
          />
          <PickAndAct
            label={t('admin_periods.linked.add_label')}
            action={t('admin_periods.linked.add')}
            options={data.schools_without_period.map((school) => ({
              value: String(school.id),
              label: school.name,
            }))}
            pending={addSchool.isPending}
            onPick={(id) =>
              addSchool.mutate(id, { onSuccess: () => notice.info(t('admin_periods.linked.added')), onError })
            }
          />
        </Stack>
      </Card>
    </Stack>
  );
}

/** /admin/linked-school-periods/{survey_period_id}: a parent period's child periods. */
export function LinkedSchoolPeriodsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin_periods.linked.title'));
  const periodId = idParam(useParams().periodId) ?? 0;
  const linked = useLinkedPeriods(periodId);
  return (
    <Container size="xl" py="xl">
      <QueryState query={linked}>
        {(data) => <LinkedPeriodsView periodId={periodId} data={data} />}
      </QueryState>
    </Container>
  );
}
