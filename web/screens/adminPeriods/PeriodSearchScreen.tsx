import { Button, Container, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { DateField, firstRecordedDay } from '../../components/periods/DateField';
import { useTranslation } from '../../i18n/useTranslation';
import { type PeriodSearch, usePeriodSearch } from '../../queries/adminPeriods';
import type { PeriodStatus } from '../../queries/periods';
import { useDocumentTitle } from '../../routing/pageTitle';
import { AdminPeriodsTable } from './AdminPeriodsTable';
import { QueryState } from './QueryState';

const statuses: PeriodStatus[] = ['upcoming', 'open', 'closed'];

/**
 * School years to search by the calendar year they start in, newest first (the server decides, by each
 * organisation's own school years, which year a period counts in).
 */
function schoolYearChoices(today = new Date()) {
  const years: { value: string; label: string }[] = [];
  for (let year = today.getFullYear(); year >= 2018; year--)
    years.push({ value: String(year), label: `${year}/${String((year + 1) % 100).padStart(2, '0')}` });
  return years;
}

/** /survey/survey-period-search: periods by organisation, survey, status and dates. */
export function PeriodSearchScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin_periods.search.title'));
  const [draft, setDraft] = useState<PeriodSearch>({});
  const [search, setSearch] = useState<PeriodSearch>({});
  const periods = usePeriodSearch(search);
  const patch = (change: PeriodSearch) => setDraft((current) => ({ ...current, ...change }));

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin_periods.search.title')}</Title>
          <Text c="dimmed">{t('admin_periods.search.intro')}</Text>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSearch({ ...draft });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <TextInput
              label={t('admin_periods.search.organization')}
              value={draft.organization ?? ''}
              onChange={(event) => patch({ organization: event.currentTarget.value })}
            />
            <TextInput
              label={t('admin_periods.search.survey')}
              value={draft.survey ?? ''}
              onChange={(event) => patch({ survey: event.currentTarget.value })}
            />
            <Select
              label={t('admin_periods.search.status')}
              data={statuses.map((status) => ({
                value: status,
                label: t(`survey_periods.status.${status}`),
              }))}
              value={draft.status ?? null}
              onChange={(value) => patch({ status: (value as PeriodStatus | null) ?? undefined })}
              clearable
            />
            <DateField
              label={t('admin_periods.search.from')}
              value={draft.from ?? ''}
              min={firstRecordedDay}
              onChange={(from) => patch({ from })}
            />
            <DateField
              label={t('admin_periods.search.to')}
              value={draft.to ?? ''}
              min={firstRecordedDay}
              onChange={(to) => patch({ to })}
            />
            <Select
              label={t('survey_periods.school_year')}
              data={schoolYearChoices()}
              value={draft.school_year ? String(draft.school_year) : null}
              onChange={(value) => patch({ school_year: value ? Number(value) : undefined })}
              clearable
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button type="submit">{t('admin_periods.search.submit')}</Button>
          </Group>
        </form>
        <QueryState query={periods} isEmpty={(data) => data.length === 0}>
          {(data) => <AdminPeriodsTable periods={data} />}
        </QueryState>
      </Stack>
    </Container>
  );
}
