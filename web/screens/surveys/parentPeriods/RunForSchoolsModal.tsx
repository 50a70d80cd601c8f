import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import { errorText } from '../../../api/apiError';
import { Dialog } from '../../../components/Dialog';
import { notice } from '../../../components/notices';
import { DateField } from '../../../components/periods/DateField';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCreateParentPeriod, useParentPeriodPreview } from '../../../queries/parentPeriods';
import { useSurveyLanguageNamer } from '../../../queries/surveyLanguages';
import { useSurveyList } from '../../../queries/surveyList';
import { LaunchSummary } from './LaunchSummary';
import {
  audienceFor,
  buildParentPeriodBody,
  initialRunForm,
  type RunForSchoolsForm,
  runFormProblem,
} from './runForSchoolsForm';

type Props = { organizationId: number; schools: { id: number; name: string }[]; onClose: () => void };

const grades = Array.from({ length: 12 }, (_, index) => String(index + 1));

/** "Run for my schools": a survey, the schools, dates, audience, anonymity and languages → a parent period. */
export function RunForSchoolsModal({ organizationId, schools, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const surveys = useSurveyList('all');
  const create = useCreateParentPeriod(organizationId);
  const preview = useParentPeriodPreview(organizationId);
  const [summarising, setSummarising] = useState(false);
  const [form, setForm] = useState<RunForSchoolsForm>(() => initialRunForm());
  const [showProblem, setShowProblem] = useState(false);
  const patch = (change: Partial<RunForSchoolsForm>) => setForm((current) => ({ ...current, ...change }));
  const runnable = (surveys.data ?? []).filter((survey) => survey.latest_version);
  const survey = runnable.find((item) => item.uuid === form.surveyUuid);
  const nameOf = useSurveyLanguageNamer(survey?.latest_version?.languages ?? []);
  const problem = runFormProblem(form, survey);

  function handleSurvey(uuid: string | null) {
    const chosen = runnable.find((item) => item.uuid === uuid);
    patch({
      surveyUuid: uuid,
      name: form.name || (chosen ? localizedText(chosen.title, i18n.language) : ''),
      languages: chosen?.latest_version?.languages ?? [],
      ...audienceFor(chosen?.audience),
    });
  }

  const bodyOf = (current: RunForSchoolsForm) =>
    survey?.latest_version
      ? buildParentPeriodBody(
          current,
          { ...survey, latest_version: survey.latest_version },
          schools.map((school) => school.id),
        )
      : null;

  /** The form's first step ends in the launch summary; only from there does the period start. */
  function summarise(current: RunForSchoolsForm) {
    const body = bodyOf(current);
    if (!body) return;
    preview.mutate(
      { survey_version_id: body.survey_version_id, audience: body.audience, school_ids: body.school_ids },
      { onSuccess: () => setSummarising(true) },
    );
  }

  function handleSubmit() {
    setShowProblem(true);
    if (problem) return;
    summarise(form);
  }

  function handleAddPublicLink() {
    const next = { ...form, publicLink: true };
    setForm(next);
    summarise(next);
  }

  function handleLaunch() {
    const body = bodyOf(form);
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        notice.info(t('parent_periods.run.done'));
        onClose();
      },
    });
  }

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t(summarising ? 'parent_periods.summary.title' : 'parent_periods.run.title')}
      size="lg"
      centered
    >
      {summarising && preview.data ? (
        <Stack>
          <LaunchSummary
            preview={preview.data}
            launching={create.isPending || preview.isPending}
            onBack={() => setSummarising(false)}
            onAddPublicLink={handleAddPublicLink}
            onLaunch={handleLaunch}
          />
          {create.isError && <Alert color="red">{errorText(create.error)}</Alert>}
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            handleSubmit();
          }}
        >
          <Stack>
            {surveys.isError && <Alert color="red">{t('parent_periods.load_failed')}</Alert>}
            <Select
              label={t('parent_periods.run.survey')}
              placeholder={surveys.isPending ? t('parent_periods.loading') : undefined}
              data={runnable.map((item) => ({
                value: item.uuid,
                label: `${localizedText(item.title, i18n.language)} · ${t(
                  item.library ? 'parent_periods.run.library' : 'parent_periods.run.own',
                )}`,
              }))}
              value={form.surveyUuid}
              onChange={handleSurvey}
              searchable
              withAsterisk
            />
            <TextInput
              label={t('parent_periods.run.name')}
              value={form.name}
              onChange={(event) => patch({ name: event.currentTarget.value })}
              withAsterisk
            />
            <Switch
              label={t('parent_periods.run.all_schools', { count: schools.length })}
              checked={form.allSchools}
              onChange={(event) => patch({ allSchools: event.currentTarget.checked })}
            />
            {!form.allSchools && (
              <MultiSelect
                label={t('parent_periods.run.schools')}
                data={schools.map((school) => ({ value: String(school.id), label: school.name }))}
                value={form.schoolIds.map(String)}
                onChange={(values) => patch({ schoolIds: values.map(Number) })}
                searchable
              />
            )}
            {/* One date a row: the dialog is too narrow for two sets of day, month and year lists. */}
            <SimpleGrid cols={1}>
              <DateField
                label={t('parent_periods.run.starts')}
                value={form.startDate}
                onChange={(startDate) => patch({ startDate })}
                required
              />
              <DateField
                label={t('parent_periods.run.ends')}
                value={form.endDate}
                min={form.startDate || undefined}
                onChange={(endDate) => patch({ endDate })}
                required
              />
            </SimpleGrid>
            {/* Only what the survey's audience can be: no grades of students for a parent survey. */}
            {survey?.audience === 'student' && (
              <MultiSelect
                label={t('parent_periods.run.grades')}
                data={grades}
                value={form.grades.map(String)}
                onChange={(values) => patch({ grades: values.map(Number).sort((a, b) => a - b) })}
              />
            )}
            <Group>
              {(survey?.audience === 'teacher' || survey?.audience === 'staff') && (
                <Checkbox
                  label={t(`parent_periods.run.${survey.audience === 'staff' ? 'staff' : 'teachers'}`)}
                  checked={form.teachers}
                  onChange={(event) => patch({ teachers: event.currentTarget.checked })}
                />
              )}
              {survey?.audience === 'parent' && (
                <Checkbox
                  label={t('parent_periods.run.parents')}
                  checked={form.parents}
                  onChange={(event) => patch({ parents: event.currentTarget.checked })}
                />
              )}
              <Checkbox
                label={t('parent_periods.run.public_link')}
                checked={form.publicLink}
                onChange={(event) => patch({ publicLink: event.currentTarget.checked })}
              />
            </Group>
            <Switch
              label={t('parent_periods.run.anonymous')}
              checked={form.anonymous}
              onChange={(event) => patch({ anonymous: event.currentTarget.checked })}
            />
            <Checkbox.Group
              label={t('parent_periods.run.languages')}
              value={form.languages}
              onChange={(values) => patch({ languages: values as SurveyLanguage[] })}
            >
              <Group mt="xs">
                {(survey?.latest_version?.languages ?? []).map((code) => (
                  <Checkbox key={code} value={code} label={nameOf(code)} />
                ))}
              </Group>
            </Checkbox.Group>
            {showProblem && problem && (
              <Alert color="yellow">{t(`parent_periods.run.missing.${problem}`)}</Alert>
            )}
            {preview.isError && <Alert color="red">{errorText(preview.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={preview.isPending}>
                {t('parent_periods.run.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
