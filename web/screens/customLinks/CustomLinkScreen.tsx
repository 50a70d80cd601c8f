import { Alert, Container, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { ResourceForm } from '../../components/backOffice/ResourceForm';
import { notice } from '../../components/notices';
import {
  endOfDayIso,
  parseDateInput,
  startOfDayIso,
  toDateInput,
} from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useCustomLink, useDeleteCustomLink, useSaveCustomLink } from '../../queries/customLinks';
import { adminPaths, idParam } from '../../routing/adminPaths';

type Values = { slug: string; target: string; valid_from: string; valid_until: string };

/** A day typed as yyyy-mm-dd becomes its start or end; other text goes as typed, for the server to name. */
const dayBound = (value: string, toIso: (day: string) => string) =>
  value.trim() === '' ? null : parseDateInput(value.trim()) ? toIso(value.trim()) : value;

/** /admin/custom-links/{id|new}: the short address, the address it leads to and the days it works. */
export function CustomLinkScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams<{ id: string }>();
  const id = params.id === 'new' ? null : idParam(params.id);
  const link = useCustomLink(id);
  const save = useSaveCustomLink(id);
  const remove = useDeleteCustomLink(id);
  const back = { label: `← ${t('custom_links.title')}`, to: adminPaths.customLinks };

  if (params.id !== 'new' && (id === null || link.error))
    return (
      <Container size="md" py="xl">
        <Alert color="red">{link.error ? errorText(link.error) : t('custom_links.missing')}</Alert>
      </Container>
    );
  if (id !== null && !link.data)
    return (
      <Container size="md" py="xl">
        <Text c="dimmed">{t('common.loading')}</Text>
      </Container>
    );
  const current = link.data;
  const day = (value: string | null | undefined) => (value ? toDateInput(new Date(value)) : '');
  return (
    <ResourceForm<Values>
      title={current ? current.path : t('custom_links.new')}
      back={back}
      sections={[
        {
          fields: [
            {
              name: 'slug',
              label: t('custom_links.slug'),
              required: true,
              description: t('custom_links.slug_help'),
            },
            {
              name: 'target',
              label: t('custom_links.target'),
              required: true,
              description: t('custom_links.target_help'),
            },
          ],
        },
        {
          legend: t('custom_links.window'),
          fields: [
            {
              name: 'valid_from',
              label: t('custom_links.valid_from'),
              description: t('custom_links.day_help'),
            },
            {
              name: 'valid_until',
              label: t('custom_links.valid_until'),
              description: t('custom_links.day_help'),
            },
          ],
        },
      ]}
      initialValues={{
        slug: current?.slug ?? '',
        target: current?.destination ?? '',
        valid_from: day(current?.valid_from),
        valid_until: day(current?.valid_until),
      }}
      onSave={async (values) => {
        await save.mutateAsync({
          slug: values.slug.trim(),
          target: values.target.trim(),
          valid_from: dayBound(values.valid_from, startOfDayIso),
          valid_until: dayBound(values.valid_until, endOfDayIso),
        });
        notice.info(t('custom_links.saved'));
        navigate(adminPaths.customLinks);
      }}
      onCancel={() => navigate(adminPaths.customLinks)}
      remove={
        current
          ? {
              confirmMessage: t('custom_links.delete_confirm', { path: current.path }),
              run: async () => {
                await remove.mutateAsync(undefined);
                navigate(adminPaths.customLinks);
              },
            }
          : undefined
      }
    />
  );
}
