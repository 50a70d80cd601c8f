import { ActionIcon, Alert, Anchor, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { orderLanguages } from '../../../common/languages';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { type SurveyTagWithCount, useDeleteSurveyTag, useSurveyTags } from '../../queries/surveyTags';
import { idParam } from '../../routing/adminPaths';
import { adminSurveyPaths } from './adminSurveyPaths';
import { SurveyBackOfficeNav } from './SurveyBackOfficeNav';
import { SurveyTagForm } from './SurveyTagForm';

function TagTable({
  tags,
  onDelete,
}: {
  tags: SurveyTagWithCount[];
  onDelete: (tag: SurveyTagWithCount) => void;
}) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  if (!tags.length) return <Text c="dimmed">{t('admin_surveys.tags.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin_surveys.tags.name')}</Table.Th>
            <Table.Th>{t('admin_surveys.tags.written_in')}</Table.Th>
            <Table.Th ta="right">{t('admin_surveys.tags.surveys')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tags.map((tag) => (
            <Table.Tr key={tag.id}>
              <Table.Td>{text(tag.name)}</Table.Td>
              <Table.Td>
                {orderLanguages(Object.keys(tag.name).filter((code) => tag.name[code]))
                  .map((code) => code.toUpperCase())
                  .join(', ')}
              </Table.Td>
              <Table.Td ta="right">{tag.survey_count}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Anchor component={Link} to={adminSurveyPaths.tags(tag.id)} size="sm">
                    {t('admin_surveys.tags.rename')}
                  </Anchor>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('admin_surveys.tags.delete', { name: text(tag.name) })}
                    onClick={() => onDelete(tag)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/survey-tags/{id}: the survey tags, a new one (`new`) or renaming one, and deleting. */
export function SurveyTagsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useLocalizedText();
  const id = idParam(useParams().id);
  const tags = useSurveyTags();
  const remove = useDeleteSurveyTag();
  const handleDelete = async (tag: SurveyTagWithCount) => {
    const sure = await confirm({
      message: t('admin_surveys.tags.delete_confirm', { name: text(tag.name), count: tag.survey_count }),
      confirmLabel: t('admin_surveys.tags.delete_yes'),
      danger: true,
    });
    if (!sure) return;
    if (await remove.mutateAsync(tag.id).catch(() => null)) {
      notice.info(t('admin_surveys.tags.deleted', { name: text(tag.name) }));
      if (tag.id === id) navigate(adminSurveyPaths.tags('new'));
    }
  };
  const editing = id ? tags.data?.find((tag) => tag.id === id) : null;
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{t('admin_surveys.tags.title')}</Title>
        <SurveyBackOfficeNav />
        <Text c="dimmed">{t('admin_surveys.tags.intro')}</Text>
        {tags.isError && <Alert color="red">{errorText(tags.error)}</Alert>}
        {remove.isError && <Alert color="red">{errorText(remove.error)}</Alert>}
        {!tags.data && !tags.isError && <Text c="dimmed">{t('common.loading')}</Text>}
        {tags.data && id && !editing && <Alert color="yellow">{t('admin_surveys.tags.not_found')}</Alert>}
        {tags.data && (
          <>
            <SurveyTagForm
              key={editing?.id ?? 'new'}
              tag={editing ?? null}
              onSaved={() => navigate(adminSurveyPaths.tags('new'))}
              onCancel={() => navigate(adminSurveyPaths.tags('new'))}
            />
            <TagTable tags={tags.data} onDelete={handleDelete} />
          </>
        )}
      </Stack>
    </Container>
  );
}
