import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { type ImportOverview, type ImportType, importTypes } from '../../queries/imports';

type ImportTypeCardsProps = {
  overview?: ImportOverview;
  /** Where choosing a type leads; when the school is not ready for it, `blocked` is true. */
  hrefFor: (type: ImportType, blocked: boolean) => string;
  /** Where the new school year leads; no card when absent. */
  schoolYearHref?: string;
};

/** One card per import type (and the new school year), each saying what it brings in. */
export function ImportTypeCards({ overview, hrefFor, schoolYearHref }: ImportTypeCardsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {importTypes.map((type) => {
        const missing = overview?.missing[type] ?? null;
        return (
          <Card key={type} withBorder padding="lg" radius="md" data-import-type={type}>
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h4">
                {t(`imports.types.${type}.title`)}
              </Title>
              {missing && (
                <Badge color="yellow" variant="light">
                  {t(`imports.types.needs_${missing}`)}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" mb="md">
              {t(`imports.types.${type}.text`)}
            </Text>
            <Button component={Link} to={hrefFor(type, missing !== null)} variant="light">
              {t(`imports.types.${type}.start`)}
            </Button>
          </Card>
        );
      })}
      {schoolYearHref && (
        <Card withBorder padding="lg" radius="md" data-import-type="school-year">
          <Title order={3} size="h4" mb="xs">
            {t('imports.types.school_year.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('imports.types.school_year.text')}
          </Text>
          <Button component={Link} to={schoolYearHref} variant="light">
            {t('imports.types.school_year.start')}
          </Button>
        </Card>
      )}
    </SimpleGrid>
  );
}
