import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { languageNames, supportedLanguages } from '../../../common/languages';
import { useTranslation } from '../../i18n/useTranslation';
import { FormStateBadges } from './FormStateBadges';
import { DemoLabel } from './StylebookSection';
import { type DemoErrors, type DemoValues, useDemoForm } from './useDemoForm';

const audiences = ['students', 'teachers', 'parents'] as const;
const noteLimit = 300;

/** A working form: type, leave fields and save to watch dirty, touched, valid, pending and submitted. */
export function LiveForm() {
  const { t } = useTranslation();
  const validate = (values: DemoValues): DemoErrors => {
    const errors: DemoErrors = {};
    if (values.name.trim().length < 3) errors.name = t('pages.stylebook.forms.errors.name');
    if (!values.audience) errors.audience = t('pages.stylebook.forms.errors.audience');
    const minimum = Number(values.minimum);
    if (values.minimum === '' || !Number.isFinite(minimum) || minimum < 5 || minimum > 50) {
      errors.minimum = t('pages.stylebook.forms.errors.minimum');
    }
    if (values.note.length > noteLimit)
      errors.note = t('pages.stylebook.forms.errors.note', { limit: noteLimit });
    if (!values.consent) errors.consent = t('pages.stylebook.forms.errors.consent');
    return errors;
  };
  const form = useDemoForm(validate);
  const { values, state } = form;
  const disabled = state.pending;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <DemoLabel>{t('pages.stylebook.forms.live_label')}</DemoLabel>
      <FormStateBadges state={state} />
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md" mt="lg" maw={560}>
          <TextInput
            label={t('pages.stylebook.forms.fields.name')}
            placeholder={t('pages.stylebook.forms.fields.name_placeholder')}
            withAsterisk
            value={values.name}
            onChange={(event) => form.setValue('name', event.currentTarget.value)}
            onBlur={() => form.blur('name')}
            error={form.errorFor('name')}
            disabled={disabled}
          />
          <Select
            label={t('pages.stylebook.forms.fields.audience')}
            placeholder={t('pages.stylebook.forms.fields.audience_placeholder')}
            withAsterisk
            data={audiences.map((value) => ({ value, label: t(`pages.stylebook.forms.audiences.${value}`) }))}
            value={values.audience}
            onChange={(value) => form.setValue('audience', value)}
            onBlur={() => form.blur('audience')}
            error={form.errorFor('audience')}
            disabled={disabled}
          />
          <Radio.Group
            label={t('pages.stylebook.forms.fields.language')}
            value={values.language}
            onChange={(value) => {
              form.setValue('language', value);
              form.blur('language');
            }}
          >
            <Group gap="lg" mt={6}>
              {supportedLanguages.map((code) => (
                <Radio key={code} value={code} label={languageNames[code].nativeName} disabled={disabled} />
              ))}
            </Group>
          </Radio.Group>
          <NumberInput
            label={t('pages.stylebook.forms.fields.minimum')}
            description={t('pages.stylebook.forms.fields.minimum_hint')}
            min={5}
            max={50}
            value={values.minimum}
            onChange={(value) => form.setValue('minimum', value)}
            onBlur={() => form.blur('minimum')}
            error={form.errorFor('minimum')}
            disabled={disabled}
          />
          <Textarea
            label={t('pages.stylebook.forms.fields.note')}
            description={t('pages.stylebook.forms.fields.note_hint', {
              length: values.note.length,
              limit: noteLimit,
            })}
            autosize
            minRows={2}
            value={values.note}
            onChange={(event) => form.setValue('note', event.currentTarget.value)}
            onBlur={() => form.blur('note')}
            error={form.errorFor('note')}
            disabled={disabled}
          />
          <Checkbox
            label={t('pages.stylebook.forms.fields.consent')}
            checked={values.consent}
            onChange={(event) => {
              form.setValue('consent', event.currentTarget.checked);
              form.blur('consent');
            }}
            error={form.errorFor('consent')}
            disabled={disabled}
          />
          {state.submitted && (
            <Alert color="green" variant="light" title={t('pages.stylebook.forms.submitted_title')}>
              {t('pages.stylebook.forms.submitted_text')}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={state.pending} disabled={!state.dirty && !state.pending}>
              {t('pages.stylebook.forms.save')}
            </Button>
            <Button variant="subtle" onClick={form.reset} disabled={state.pending}>
              {t('pages.stylebook.forms.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
