import { Alert, Anchor, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { formatDate, formatDateRange } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useCommitSchoolYear, useSchoolYearPreview } from '../../queries/imports';
import { importPaths } from './importPaths';
import { SchoolYearTable } from './SchoolYearTable';

/** A new school year: choose the last grade, see every class's fate, confirm, done in one go. */
export function SchoolYearWizard({ schoolId }: { schoolId: number }) {
  const { t, i18n } = useTranslation();
  const [lastGrade, setLastGrade] = useState(12);
  const preview = useSchoolYearPreview(schoolId, lastGrade);
  const commit = useCommitSchoolYear(schoolId);
  const plan = preview.data;
  const result = commit.data;

  async function handleCommit() {
    if (!plan) return;
    const accepted = await confirm({
      message: t('imports.school_year.confirm', {
        promoted: plan.counts.promoted,
        classes: plan.counts.graduating_classes,
        students: plan.counts.graduating_students,
      }),
      confirmLabel: t('imports.school_year.commit'),
      danger: true,
    });
    if (!accepted) return;
    commit.mutate(lastGrade, {
      onSuccess: () => notice.info(t('imports.school_year.done_notice')),
      onError: (error) => notice.error(errorText(error)),
    });
  }

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={importPaths.types} size="sm">
          {t('imports.back_to_types')}
        </Anchor>
        <Title order={1}>{t('imports.types.school_year.title')}</Title>
        <Text c="dimmed">{t('imports.school_year.intro')}</Text>
      </div>
      {result ? (
        <Alert color="green" title={t('imports.school_year.done_title')} data-school-year-done>
          {t('imports.school_year.done_text', result)}
        </Alert>
      ) : (
        <>
          <NumberInput
            label={t('imports.school_year.last_grade')}
            description={t('imports.school_year.last_grade_hint')}
            min={1}
            max={13}
            value={lastGrade}
            onChange={(value) => setLastGrade(typeof value === 'number' ? value : 12)}
            maw={260}
          />
          {plan && (
            <Alert
              color="blue"
              title={t('imports.school_year.target', {
                name: plan.school_year.name,
                dates: formatDateRange(
                  `${plan.school_year.starts_on}T12:00:00`,
                  `${plan.school_year.ends_on}T12:00:00`,
                  i18n.language,
                ),
              })}
              data-school-year-target
            >
              {t(
                plan.school_year.own
                  ? 'imports.school_year.target_own'
                  : 'imports.school_year.target_default',
              )}
            </Alert>
          )}
          {plan?.already_started_at && (
            <Alert color="yellow" data-school-year-again>
              {t('imports.school_year.already_started', {
                name: plan.school_year.name,
                date: formatDate(plan.already_started_at, i18n.language),
              })}
            </Alert>
          )}
          {preview.isError && <Alert color="red">{errorText(preview.error)}</Alert>}
          {plan && plan.conflicts.length > 0 && (
            <Alert color="red">
              {t('imports.school_year.conflicts', { names: plan.conflicts.map((c) => c.name).join(', ') })}
            </Alert>
          )}
          {plan && (
            <>
              <Text>{t('imports.school_year.summary', plan.counts)}</Text>
              <SchoolYearTable steps={plan.classes} />
              <Group>
                <Button
                  color="orange"
                  loading={commit.isPending}
                  disabled={plan.conflicts.length > 0 || plan.classes.length === 0}
                  onClick={handleCommit}
                >
                  {t('imports.school_year.commit')}
                </Button>
              </Group>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
