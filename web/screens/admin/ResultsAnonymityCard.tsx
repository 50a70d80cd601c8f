import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeFailure } from '../../api/formErrors';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type AdminOrganizationDetail,
  type AnonymityThresholds,
  useUpdateOrganization,
} from '../../queries/adminOrganizations';

const fields = ['results_min_group', 'results_min_text_group'] as const;
const lowest = 3;
const highest = 100;

const isThreshold = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= lowest && value <= highest;

/** Super-admin: the smallest group whose results are shown, for scores and for free text (issue 6). */
export function ResultsAnonymityCard({ organization }: { organization: AdminOrganizationDetail }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization.id);
  const [values, setValues] = useState<Record<keyof AnonymityThresholds, number | string>>({
    results_min_group: organization.results_min_group,
    results_min_text_group: organization.results_min_text_group,
  });
  const [tried, setTried] = useState(false);
  const failure = describeFailure(update.error, fields);
  const fieldError = (field: keyof AnonymityThresholds) =>
    tried && !isThreshold(values[field])
      ? t('back_office.organization.anonymity.invalid', { min: lowest, max: highest })
      : failure.fields[field];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!fields.every((field) => isThreshold(values[field]))) return;
    update.mutate(
      {
        results_min_group: Number(values.results_min_group),
        results_min_text_group: Number(values.results_min_text_group),
      },
      { onSuccess: () => notice.info(t('back_office.organization.anonymity.saved')) },
    );
  }

  return (
    <Card withBorder component="section" aria-labelledby="results-anonymity-title">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="results-anonymity-title">
            {t('back_office.organization.anonymity.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('back_office.organization.anonymity.explanation', { min: lowest })}
          </Text>
          {failure.alert && (
            <Alert color="red" role="alert">
              {failure.alert}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map((field) => (
              <NumberInput
                key={field}
                label={t(`back_office.organization.anonymity.${field}`)}
                description={t(`back_office.organization.anonymity.${field}_hint`)}
                min={lowest}
                max={highest}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                required
                value={values[field]}
                error={fieldError(field)}
                onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button type="submit" variant="light" loading={update.isPending}>
              {t('back_office.organization.anonymity.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
