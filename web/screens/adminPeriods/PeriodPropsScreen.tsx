import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { SurveyLanguage } from '../../../common/languages';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { DateField, firstRecordedDay } from '../../components/periods/DateField';
import { PeriodStatusBadge } from '../../components/periods/PeriodStatusBadge';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { type PeriodProps, useChangePeriodProps, usePeriodProps } from '../../queries/adminPeriods';
import { useSurveyLanguageNamer } from '../../queries/surveyLanguages';
import { adminPaths, idParam } from '../../routing/adminPaths';
import { useDocumentTitle } from '../../routing/pageTitle';
import { adminPeriodPaths } from './adminPeriodPaths';
import { formFromProps, type PeriodPropsForm, propsChange } from './periodPropsForm';
import { QueryState } from './QueryState';

function PropsForm({ props }: { props: PeriodProps }) {
  const { t } = useTranslation();
  const nameOf = useSurveyLanguageNamer(props.published_languages);
  const text = useLocalizedText();
  const save = useChangePeriodProps(props.id);
  const initial = formFromProps(props);
  const [form, setForm] = useState<PeriodPropsForm>(initial);
  const patch = (change: Partial<PeriodPropsForm>) => setForm((current) => ({ ...current, ...change }));
  const hasResponses = props.responses > 0;
  const datesWrong = !form.startDate || !form.endDate || form.endDate < form.startDate;
  const change = propsChange(initial, form);

  function handleSave() {
    save.mutate(change, {
      onSuccess: (next) => {
        setForm(formFromProps(next));
        notice.info(t('admin_periods.props.saved'));
      },
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{props.name}</Title>
          <Text c="dimmed">
            <Anchor component={Link} to={adminPeriodPaths.ofSurvey(props.survey.id)}>
              {text(props.survey.title)}
            </Anchor>{' '}
            · v{props.version} ·{' '}
            <Anchor component={Link} to={adminPaths.organization(props.organization.id)}>
              {props.organization.name}
            </Anchor>
          </Text>
          {/* Small links one under another: 2 px above and below make each a 24 px target (WCAG 2.5.8). */}
          <Stack gap={0} align="flex-start">
            {props.kind === 'parent' && (
              <Anchor component={Link} to={adminPeriodPaths.linked(props.id)} size="sm" py={2}>
                {t('admin_periods.linked.open')}
              </Anchor>
            )}
            {props.parent_period_id && (
              <Anchor component={Link} to={adminPaths.periodProps(props.parent_period_id)} size="sm" py={2}>
                {t('admin_periods.props.parent')}
              </Anchor>
            )}
            <Anchor component={Link} to={adminPaths.propertiesGeneration(props.id)} size="sm" py={2}>
              {t('admin_periods.props.properties_generation')}
            </Anchor>
          </Stack>
        </div>
        <PeriodStatusBadge status={props.status} />
      </Group>
      <Card withBorder padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            handleSave();
          }}
        >
          <Stack>
            <TextInput
              label={t('admin_periods.props.name')}
              value={form.name}
              onChange={(event) => patch({ name: event.currentTarget.value })}
              required
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DateField
                label={t('admin_periods.props.starts')}
                value={form.startDate}
                min={firstRecordedDay}
                onChange={(startDate) => patch({ startDate })}
                disabled={hasResponses}
                description={hasResponses ? t('admin_periods.props.start_locked') : undefined}
              />
              <DateField
                label={t('admin_periods.props.ends')}
                value={form.endDate}
                min={form.startDate || firstRecordedDay}
                onChange={(endDate) => patch({ endDate })}
                error={datesWrong ? t('admin_periods.props.dates_wrong') : undefined}
              />
            </SimpleGrid>
            <Switch
              label={t('admin_periods.props.anonymous')}
              checked={form.anonymous}
              onChange={(event) => patch({ anonymous: event.currentTarget.checked })}
              disabled={hasResponses}
              description={hasResponses ? t('admin_periods.props.anonymous_locked') : undefined}
            />
            <Checkbox.Group
              label={t('admin_periods.props.languages')}
              description={t('admin_periods.props.languages_hint')}
              value={form.languages}
              onChange={(values) => patch({ languages: values as SurveyLanguage[] })}
            >
              <Group mt="xs">
                {props.published_languages.map((code) => (
                  <Checkbox key={code} value={code} label={nameOf(code)} />
                ))}
              </Group>
            </Checkbox.Group>
            <NumberInput
              label={t('admin_periods.props.expected')}
              description={t('admin_periods.props.expected_hint')}
              value={form.expectedCount}
              min={0}
              allowDecimal={false}
              onChange={(value) => patch({ expectedCount: typeof value === 'number' ? value : 0 })}
              maw={240}
            />
            <Switch
              label={t('admin_periods.props.exclude')}
              description={t('admin_periods.props.exclude_hint')}
              checked={form.excludeFromBenchmarks}
              onChange={(event) => patch({ excludeFromBenchmarks: event.currentTarget.checked })}
            />
            <Text size="sm" c="dimmed">
              {t('admin_periods.props.responses', { count: props.responses })}
            </Text>
            {save.isError && <Alert color="red">{errorText(save.error)}</Alert>}
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={save.isPending}
                disabled={datesWrong || !form.languages.length || !Object.keys(change).length}
              >
                {t('admin_periods.props.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

/** /admin/period-props/{period_id}: a period's properties. */
export function PeriodPropsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin_periods.props.title'));
  const periodId = idParam(useParams().periodId) ?? 0;
  const props = usePeriodProps(periodId);
  return (
    <Container size="md" py="xl">
      <QueryState query={props}>{(data) => <PropsForm key={data.id} props={data} />}</QueryState>
    </Container>
  );
}
