import { Alert, Anchor, Badge, Button, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { formatDateTime } from '../../components/periods/periodDates';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { catalogueApi, useCatalogueMutation, usePeriodProperties } from '../../queries/organizationCatalogue';
import { adminPaths, idParam } from '../../routing/adminPaths';

/**
 * /admin/properties-generation/{period}: the properties and tags a period (and its schools' periods) took
 * when it ran, beside today's; benchmarks read the copy, which can be taken again here.
 */
export function PropertiesGenerationScreen() {
  const { t, i18n } = useTranslation();
  const text = useLocalizedText();
  const periodId = idParam(useParams().period);
  const properties = usePeriodProperties(periodId);
  const regenerate = useCatalogueMutation(() => catalogueApi.regenerate(periodId ?? 0));
  if (properties.isError) return <Alert color="red">{errorText(properties.error)}</Alert>;
  if (!properties.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const { period, periods } = properties.data;
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language) : t('catalogue.generation.never');
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Anchor component={Link} to={adminPaths.periodProps(period.id)} size="sm">
          ← {period.name}
        </Anchor>
        <Title order={1}>{t('catalogue.generation.title', { name: period.name })}</Title>
        <Text c="dimmed">{t('catalogue.generation.intro', { organization: period.organization.name })}</Text>
        <Button
          w="fit-content"
          loading={regenerate.isPending}
          onClick={async () => {
            if (await regenerate.mutateAsync(undefined).catch(() => null))
              notice.info(t('catalogue.generation.done'));
          }}
        >
          {t('catalogue.generation.regenerate')}
        </Button>
        {regenerate.isError && <Alert color="red">{errorText(regenerate.error)}</Alert>}
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.organizations')}</Table.Th>
                <Table.Th>{t('catalogue.generation.copied')}</Table.Th>
                <Table.Th>{t('catalogue.generation.today')}</Table.Th>
                <Table.Th>{t('catalogue.generation.generated_at')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periods.map((copy) => (
                <Table.Tr key={copy.period_id}>
                  <Table.Td>
                    {copy.organization.name}{' '}
                    {copy.differs && (
                      <Badge color="orange" variant="light">
                        {t('catalogue.generation.differs')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {[
                      ...copy.values
                        .filter((row) => row.value)
                        .map((row) => `${text(row.property)}: ${text(row.value?.name ?? {})}`),
                      ...copy.tags.map((tag) => `#${text(tag.name)}`),
                    ].join(' · ') || '—'}
                  </Table.Td>
                  <Table.Td>
                    {[
                      ...copy.values
                        .filter((row) => row.current)
                        .map((row) => `${text(row.property)}: ${text(row.current?.name ?? {})}`),
                      ...copy.current_tags.map((tag) => `#${text(tag.name)}`),
                    ].join(' · ') || '—'}
                  </Table.Td>
                  <Table.Td>{when(copy.generated_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Container>
  );
}
