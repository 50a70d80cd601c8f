import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../api/apiError';
import { AdminSchoolPage } from '../../components/backOffice/AdminSchoolBar';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { useBulkCreateClasses } from '../../queries/adminSchools';
import { adminPaths } from '../../routing/adminPaths';
import { ClassLinesPreview } from './ClassLinesPreview';
import { parseClassLines, toClassLines } from './classLines';
import { problemsByRow } from './rowProblems';

function AddClassesForm({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useBulkCreateClasses(schoolId);
  const [text, setText] = useState('');
  const drafts = useMemo(() => parseClassLines(text), [text]);
  const refusal = create.error instanceof ApiError && create.error.errors.length ? create.error : null;
  const serverProblems = problemsByRow(refusal?.errors ?? []);
  const hasLocalProblems = drafts.some((draft) => draft.problem);

  const handleChange = (value: string) => {
    setText(value);
    if (create.error) create.reset();
  };
  const handleCreate = () =>
    create.mutate(toClassLines(drafts), {
      onSuccess: (made) => {
        notice.info(t('back_office.add_classes.created', { count: made.length }));
        navigate(adminPaths.schoolClasses(schoolId));
      },
    });

  return (
    <Stack>
      <Textarea
        label={t('back_office.add_classes.lines')}
        description={t('back_office.add_classes.intro')}
        placeholder={t('back_office.add_classes.placeholder')}
        autosize
        minRows={6}
        maxRows={20}
        value={text}
        onChange={(event) => handleChange(event.currentTarget.value)}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Title order={2} size="h4">
        {t('back_office.add_classes.preview')}
      </Title>
      {create.error && (
        <Alert color="red">
          {refusal ? t('back_office.add_classes.refused') : errorText(create.error)}
          {serverProblems.get(0)?.map((problem) => (
            <Text key={problem} size="sm">
              {problem}
            </Text>
          ))}
        </Alert>
      )}
      <ClassLinesPreview drafts={drafts} serverProblems={serverProblems} />
      <Group justify="flex-end">
        <Button
          onClick={handleCreate}
          loading={create.isPending}
          disabled={!drafts.length || hasLocalProblems || !!refusal}
        >
          {t('back_office.add_classes.create', { count: drafts.length })}
        </Button>
      </Group>
    </Stack>
  );
}

/** /admin/add-classes/{id}: many classes of a school at once, previewed, created all together. */
export function AdminAddClassesScreen() {
  const { t } = useTranslation();
  return (
    <AdminSchoolPage>
      {({ id, name }) => (
        <>
          <Title order={1}>{t('back_office.add_classes.title', { name })}</Title>
          <AddClassesForm schoolId={id} />
        </>
      )}
    </AdminSchoolPage>
  );
}
