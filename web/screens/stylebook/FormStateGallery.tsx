import {
  Alert,
  Badge,
  Card,
  Checkbox,
  Loader,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { languageNames } from '../../../common/languages';
import { useTranslation } from '../../i18n/useTranslation';

function ValidMark() {
  return (
    <ThemeIcon size={18} radius="xl" color="green.7" aria-hidden="true">
      <svg viewBox="0 0 16 16" width={10} height={10} aria-hidden="true" focusable="false">
        <path
          d="M3 8.5 L6.5 12 L13 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
    </ThemeIcon>
  );
}

function StateCard({ state, children }: { state: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md">
      <Badge variant="light" mb="xs" style={{ alignSelf: 'flex-start' }}>
        {t(`pages.stylebook.forms.states.${state}`)}
      </Badge>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`pages.stylebook.forms.gallery.${state}`)}
      </Text>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

const noop = () => undefined;

/** Each form state frozen in place, so they can be compared side by side. */
export function FormStateGallery() {
  const { t } = useTranslation();
  const f = (key: string) => t(`pages.stylebook.forms.fields.${key}`);
  const audience = [
    { value: 'students', label: t('pages.stylebook.forms.audiences.students') },
    { value: 'parents', label: t('pages.stylebook.forms.audiences.parents') },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <StateCard state="pristine">
        <TextInput label={f('name')} placeholder={f('name_placeholder')} value="" onChange={noop} />
        <Checkbox label={f('consent')} checked={false} onChange={noop} />
      </StateCard>
      <StateCard state="dirty">
        <TextInput label={f('name')} value={t('pages.stylebook.forms.samples.name')} onChange={noop} />
        <Select label={f('audience')} data={audience} value="parents" onChange={noop} />
      </StateCard>
      <StateCard state="touched">
        <Textarea label={f('note')} value="" onChange={noop} description={f('note_optional')} />
        <Radio.Group label={f('language')} value="lv">
          <Radio value="lv" label={languageNames.lv.nativeName} mt={6} />
        </Radio.Group>
      </StateCard>
      <StateCard state="invalid">
        <TextInput
          label={f('name')}
          withAsterisk
          value={t('pages.stylebook.forms.samples.short')}
          onChange={noop}
          error={t('pages.stylebook.forms.errors.name')}
        />
        <NumberInput
          label={f('minimum')}
          value={3}
          onChange={noop}
          error={t('pages.stylebook.forms.errors.minimum')}
        />
        <Checkbox
          label={f('consent')}
          checked={false}
          onChange={noop}
          error={t('pages.stylebook.forms.errors.consent')}
        />
      </StateCard>
      <StateCard state="valid">
        <TextInput
          label={f('name')}
          value={t('pages.stylebook.forms.samples.name')}
          onChange={noop}
          rightSection={<ValidMark />}
          description={t('pages.stylebook.forms.samples.valid_hint')}
        />
        <NumberInput label={f('minimum')} value={10} onChange={noop} rightSection={<ValidMark />} />
      </StateCard>
      <StateCard state="pending">
        <TextInput
          label={f('name')}
          value={t('pages.stylebook.forms.samples.name')}
          disabled
          rightSection={<Loader size={16} aria-label={t('common.loading')} />}
          description={t('pages.stylebook.forms.samples.pending_hint')}
        />
      </StateCard>
      <StateCard state="submitted">
        <TextInput
          label={f('name')}
          value={t('pages.stylebook.forms.samples.name')}
          readOnly
          variant="filled"
        />
        <Alert color="green" variant="light" title={t('pages.stylebook.forms.submitted_title')}>
          {t('pages.stylebook.forms.submitted_text')}
        </Alert>
      </StateCard>
    </SimpleGrid>
  );
}
