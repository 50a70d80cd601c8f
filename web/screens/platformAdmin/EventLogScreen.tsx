import {
  Alert,
  Autocomplete,
  Button,
  Container,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { eventCategories } from '../../../common/eventCategories';
import { describeFailure } from '../../api/formErrors';
import { notice } from '../../components/notices';
import { OrganizationPicker } from '../../components/OrganizationPicker';
import { DateField, firstRecordedDay } from '../../components/periods/DateField';
import { addDays, toDateInput } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { OrganizationKind } from '../../queries/adminOrganizations';
import { downloadEventLog, type EventLogFilters } from '../../queries/eventLog';

/** The categories Balss records (spec §7 and the trail of writes); any other text may be typed. */
const knownCategories = [
  ...eventCategories,
  'Classes',
  'Groups',
  'Imports',
  'School users',
  'Subjects',
  'Action plans',
];

const fieldNames = ['from', 'to', 'organization_id', 'category', 'identity_id'] as const;

/** /admin/event-log: the admin area's CSV download of usage events and the trail of writes. */
export function EventLogScreen() {
  const { t } = useTranslation();
  const today = new Date();
  const [filters, setFilters] = useState<EventLogFilters>({
    from: toDateInput(addDays(today, -30)),
    to: toDateInput(today),
    organization_id: null,
    category: '',
    identity_id: null,
  });
  const [kind, setKind] = useState<OrganizationKind>('school');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = describeFailure(failure, fieldNames);
  const set = (patch: Partial<EventLogFilters>) => setFilters((current) => ({ ...current, ...patch }));

  async function handleDownload(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await downloadEventLog(filters);
      notice.info(t('platform_admin.event_log.downloaded'));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('platform_admin.event_log.title')}</Title>
        <Text c="dimmed">{t('platform_admin.event_log.intro')}</Text>
        <form onSubmit={handleDownload} noValidate>
          <Stack>
            {errors.alert && (
              <Alert color="red" role="alert">
                {errors.alert}
              </Alert>
            )}
            <Group grow align="flex-start">
              <DateField
                required
                label={t('platform_admin.event_log.from')}
                value={filters.from}
                min={firstRecordedDay}
                onChange={(from) => set({ from })}
                error={errors.fields.from}
              />
              <DateField
                required
                label={t('platform_admin.event_log.to')}
                value={filters.to}
                min={firstRecordedDay}
                onChange={(to) => set({ to })}
                error={errors.fields.to}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {t('platform_admin.event_log.dates_hint')}
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('platform_admin.event_log.organization')}
              </Text>
              <SegmentedControl
                value={kind}
                onChange={(value) => {
                  setKind(value as OrganizationKind);
                  set({ organization_id: null });
                }}
                data={[
                  { value: 'school', label: t('platform_admin.event_log.kind_school') },
                  { value: 'organization', label: t('platform_admin.event_log.kind_organization') },
                  { value: 'solo', label: t('platform_admin.event_log.kind_solo') },
                ]}
              />
              <OrganizationPicker
                key={kind}
                label={t('platform_admin.event_log.organization_pick')}
                type={kind}
                required={false}
                value={filters.organization_id}
                onChange={(id) => set({ organization_id: id })}
                error={errors.fields.organization_id}
              />
              <Text size="xs" c="dimmed">
                {t('platform_admin.event_log.organization_hint')}
              </Text>
            </Stack>
            <Autocomplete
              label={t('platform_admin.event_log.category')}
              placeholder={t('platform_admin.event_log.any_category')}
              data={knownCategories}
              value={filters.category}
              onChange={(category) => set({ category })}
              error={errors.fields.category}
            />
            <NumberInput
              label={t('platform_admin.event_log.identity')}
              description={t('platform_admin.event_log.identity_hint')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={filters.identity_id ?? ''}
              onChange={(value) => set({ identity_id: typeof value === 'number' ? value : null })}
              error={errors.fields.identity_id}
            />
            <Group>
              <Button type="submit" loading={busy}>
                {t('platform_admin.event_log.download')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
