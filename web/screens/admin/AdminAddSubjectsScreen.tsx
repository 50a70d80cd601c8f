import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../api/apiError';
import { AdminSchoolPage } from '../../components/backOffice/AdminSchoolBar';
import { writtenTexts } from '../../components/backOffice/LocalizedTextFields';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type SubjectNames, useCreateSubjects } from '../../queries/subjects';
import { adminPaths } from '../../routing/adminPaths';
import { problemsByRow } from './rowProblems';
import { SubjectRowFields, type SubjectRowValues } from './SubjectRowFields';

const blankRow = (): SubjectRowValues => ({ key: randomId(), names: {} });

function AddSubjectsForm({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSubjects(schoolId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ initialValues: { rows: [blankRow()] } });

  /**
   * Puts each `row N: names.uk: …` refusal on the language it names (a refusal of the whole row, `names: …`,
   * on the row); rows left blank were not sent.
   */
  const showRefusal = (error: unknown, sent: number[]) => {
    const byRow = problemsByRow(error instanceof ApiError ? error.errors : []);
    const placed = [...byRow].filter(([row]) => sent[row - 1] !== undefined);
    for (const [row, problems] of placed) {
      for (const text of problems) {
        const [field, ...reason] = text.split(': ');
        const code = field.startsWith('names.') ? field.slice('names.'.length) : null;
        const path = `rows.${sent[row - 1]}.names`;
        form.setFieldError(code ? `${path}.${code}` : path, reason.join(': ') || text);
      }
    }
    setProblem(placed.length ? t('back_office.add_subjects.refused') : errorText(error));
  };

  const handleSubmit = form.onSubmit(({ rows }) => {
    const sent = rows.flatMap((row, index) => (Object.keys(writtenTexts(row.names)).length ? [index] : []));
    if (!sent.length) {
      setProblem(t('back_office.add_subjects.nothing'));
      return;
    }
    setProblem(null);
    const names: SubjectNames[] = sent.map((index) => writtenTexts(rows[index].names));
    create.mutate(names, {
      onSuccess: (made) => {
        notice.info(t('back_office.add_subjects.saved', { count: made.length }));
        navigate(adminPaths.subjects(schoolId));
      },
      onError: (error) => showRefusal(error, sent),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('back_office.subjects.add')}>
      <Stack>
        {problem && <Alert color="red">{problem}</Alert>}
        {form.values.rows.map((row, index) => (
          <SubjectRowFields key={row.key} form={form} index={index} canRemove={form.values.rows.length > 1} />
        ))}
        <Group justify="space-between">
          <Button variant="default" onClick={() => form.insertListItem('rows', blankRow())}>
            {t('back_office.add_subjects.add_row')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('back_office.add_subjects.save_all')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/add-subjects/{id}: a school's own subjects, several at once, saved together. */
export function AdminAddSubjectsScreen() {
  const { t } = useTranslation();
  return (
    <AdminSchoolPage>
      {({ id, name }) => (
        <>
          <Title order={1}>{t('back_office.add_subjects.title', { name })}</Title>
          <Text c="dimmed" size="sm">
            {t('back_office.add_subjects.intro')}
          </Text>
          <AddSubjectsForm schoolId={id} />
        </>
      )}
    </AdminSchoolPage>
  );
}
