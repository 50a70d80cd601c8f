import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { useAdminSchoolName } from '../../components/backOffice/AdminSchoolBar';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { OrganizationPicker } from '../../components/OrganizationPicker';
import { useTranslation } from '../../i18n/useTranslation';
import { type RemovalSelection, useRemovalPreview, useRemoveRespondents } from '../../queries/adminSchools';
import { RemovalPreviewCard } from './RemovalPreviewCard';
import { RemovalSelectionForm } from './RemovalSelectionForm';

const noSelection: RemovalSelection = { types: [], class_ids: [] };

function RemovalPanel({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const schoolName = useAdminSchoolName(schoolId);
  const [selection, setSelection] = useState<RemovalSelection>(noSelection);
  const preview = useRemovalPreview(schoolId);
  const remove = useRemoveRespondents(schoolId);
  const request = (): RemovalSelection =>
    selection.class_ids?.length ? selection : { types: selection.types };

  const handleChange = (next: RemovalSelection) => {
    setSelection(next);
    preview.reset();
  };
  const handlePreview = () => preview.mutate(request());
  const handleRemove = async () => {
    const count = preview.data?.total ?? 0;
    const sure = await confirm({
      message: t('back_office.removal.confirm', { count, school: schoolName }),
      confirmLabel: t('back_office.removal.remove', { count }),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (!sure) return;
    remove.mutate(
      { ...request(), expected_count: count },
      {
        onSuccess: (result) => {
          notice.info(t('back_office.removal.removed', { count: result.removed }));
          setSelection(noSelection);
          preview.reset();
        },
        onError: (error) => notice.error(errorText(error)),
      },
    );
  };

  return (
    <Stack>
      <RemovalSelectionForm schoolId={schoolId} selection={selection} onChange={handleChange} />
      <Group>
        <Button
          variant="default"
          onClick={handlePreview}
          disabled={!selection.types.length}
          loading={preview.isPending}
        >
          {t('back_office.removal.preview')}
        </Button>
        {!selection.types.length && (
          <Text size="sm" c="dimmed">
            {t('back_office.removal.choose_type')}
          </Text>
        )}
      </Group>
      {preview.isError && <Alert color="red">{errorText(preview.error)}</Alert>}
      {preview.data && <RemovalPreviewCard preview={preview.data} />}
      {!!preview.data?.total && (
        <Group>
          <Button color="red" onClick={handleRemove} loading={remove.isPending}>
            {t('back_office.removal.remove', { count: preview.data.total })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** /admin/delete-respondents: choose a school and who goes, see exactly who that is, then confirm. */
export function AdminDeleteRespondentsScreen() {
  const { t } = useTranslation();
  const [schoolId, setSchoolId] = useState<number | null>(null);
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{t('back_office.removal.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('back_office.removal.intro')}
        </Text>
        <OrganizationPicker
          label={t('back_office.removal.school')}
          type="school"
          value={schoolId}
          onChange={setSchoolId}
        />
        {schoolId !== null && <RemovalPanel key={schoolId} schoolId={schoolId} />}
      </Stack>
    </Container>
  );
}
