import { Alert, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminSurveyFilters, useAdminSurveys } from '../../queries/adminSurveys';
import { AdminSurveyTable } from './AdminSurveyTable';
import { SurveyBackOfficeNav } from './SurveyBackOfficeNav';
import { type OwnerKind, SurveyLibraryFilters } from './SurveyLibraryFilters';

const pageSize = 25;

function SurveyRows({ filters, onPage }: { filters: AdminSurveyFilters; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const surveys = useAdminSurveys(filters);
  if (surveys.isError) return <Alert color="red">{errorText(surveys.error)}</Alert>;
  if (!surveys.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!surveys.data.surveys.length) return <Text c="dimmed">{t('admin_surveys.none')}</Text>;
  const pages = Math.ceil(surveys.data.total / pageSize);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('admin_surveys.count', { count: surveys.data.total })}
      </Text>
      <AdminSurveyTable surveys={surveys.data.surveys} />
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={filters.offset / pageSize + 1}
            onChange={(page) => onPage(page)}
            getControlProps={(control) => ({ 'aria-label': t(`admin_surveys.page_${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** /survey/surveys: the library and every organisation's surveys, filtered by tag, audience and owner. */
export function SurveyLibraryScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AdminSurveyFilters>({ offset: 0, limit: pageSize });
  const [ownerKind, setOwnerKind] = useState<OwnerKind>('all');
  const change = (next: Partial<AdminSurveyFilters>) => setFilters((now) => ({ ...now, ...next, offset: 0 }));
  const handleOwnerKind = (kind: OwnerKind) => {
    setOwnerKind(kind);
    change({ owner: kind === 'library' ? 'library' : undefined });
  };
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Title order={1}>{t('admin_surveys.list.title')}</Title>
        <SurveyBackOfficeNav />
        <Text c="dimmed">{t('admin_surveys.list.intro')}</Text>
        <SurveyLibraryFilters
          filters={filters}
          ownerKind={ownerKind}
          onOwnerKind={handleOwnerKind}
          onChange={change}
        />
        <SurveyRows
          filters={filters}
          onPage={(page) => setFilters((now) => ({ ...now, offset: (page - 1) * pageSize }))}
        />
      </Stack>
    </Container>
  );
}
