import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Localized } from '../../../common/survey/content';
import { describeFailure } from '../../api/formErrors';
import { useTranslation } from '../../i18n/useTranslation';
import { confirm } from '../confirm';
import { type LocalizedRule, LocalizedTextFields, languageErrorsOf } from './LocalizedTextFields';

/**
 * One field of a back-office form, declared as data; `name` is the API's field name. A `localized` field is a
 * text per survey language (its value a `Localized` map): one input per language, English required or not
 * as `rule` says (LocalizedTextFields).
 */
export type ResourceField = {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'multiselect' | 'localized';
  required?: boolean;
  description?: string;
  options?: { value: string; label: string }[];
  /** A localized field: what the server asks of it, whether it is long text, its longest text. */
  rule?: LocalizedRule;
  multiline?: boolean;
  maxLength?: number;
};

export type ResourceFormSection = { legend?: string; fields: ResourceField[] };

type FormValues = Record<string, string | number | boolean | string[] | Localized | null>;

export type ResourceFormProps<Values extends FormValues> = {
  title: string;
  back: { label: string; to: string };
  sections: ResourceFormSection[];
  initialValues: Values;
  /** Saves; a rejected promise shows the server's `field: reason` errors under their fields. */
  onSave: (values: Values) => Promise<unknown>;
  onCancel: () => void;
  /** Deleting the record, asked first with the confirm helper. */
  remove?: { confirmMessage: string; run: () => Promise<unknown> };
};

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' ? !value.trim() : Array.isArray(value) && !value.length);

/**
 * What the server would refuse for a missing value, said before sending in the reader's language: a
 * required field left empty, a text per language with none written (or, under rule `en`, no English).
 */
function missingValues(fields: ResourceField[], values: FormValues, t: (key: string) => string) {
  const missing: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'localized') {
      const texts = (value ?? {}) as Localized;
      if (field.rule === 'en') {
        if (!texts.en?.trim()) missing[`${field.name}.en`] = t('back_office.localized.english_missing');
      } else if (!Object.values(texts).some((text) => text?.trim()))
        missing[field.name] = t('back_office.localized.none_written');
    } else if (field.required && isEmpty(value)) missing[field.name] = t('forms.required');
  }
  return missing;
}

/** The back office's one detail form: title, back link, sections of declared fields, save, cancel and delete. */
export function ResourceForm<Values extends FormValues>(props: ResourceFormProps<Values>) {
  const { title, back, sections, initialValues, onSave, onCancel, remove } = props;
  const { t } = useTranslation();
  const fields = sections.flatMap((section) => section.fields);
  const form = useForm<Values>({ initialValues, validate: (values) => missingValues(fields, values, t) });
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Each refused save (by the form or the server) moves the focus from Save to the first wrong field, whose
  // error is read out with it (WCAG 3.3.1); a refusal naming no field is the alert above the form.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const names = fields.map((field) => field.name);
  const localized = fields.filter((field) => field.kind === 'localized').map((field) => field.name);
  const errors = describeFailure(failure, names, localized);
  // The server's refusals over the form's own: they are what it said of what was sent.
  const shown = { ...(form.errors as Record<string, string>), ...errors.fields };

  const run = async (kind: 'save' | 'delete', action: () => Promise<unknown>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await action();
      if (kind === 'save') form.resetDirty();
    } catch (error) {
      setFailure(error);
      setRefusals((count) => count + 1);
    } finally {
      setBusy(null);
    }
  };
  const handleDelete = async () => {
    if (!remove) return;
    const sure = await confirm({
      message: remove.confirmMessage,
      confirmLabel: t('resource_pages.delete'),
      danger: true,
    });
    if (sure) await run('delete', remove.run);
  };

  return (
    <Container size="md" py="xl">
      <Stack>
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
        <Title order={1}>{title}</Title>
        <form
          ref={formRef}
          onSubmit={form.onSubmit(
            (values) => run('save', () => onSave(values)),
            () => setRefusals((count) => count + 1),
          )}
          noValidate
        >
          <Stack>
            {errors.alert && (
              <Alert color="red" role="alert">
                {errors.alert}
              </Alert>
            )}
            {sections.map((section, index) => (
              <Fieldset key={section.legend ?? index} legend={section.legend}>
                <Stack gap="sm">
                  {section.fields.map((field) => (
                    <FieldInput
                      key={field.name}
                      field={field}
                      form={form}
                      error={shown[field.name]}
                      languageErrors={
                        field.kind === 'localized' ? languageErrorsOf(shown, field.name) : undefined
                      }
                    />
                  ))}
                </Stack>
              </Fieldset>
            ))}
            <Group justify="space-between">
              <Group>
                <Button type="submit" loading={busy === 'save'}>
                  {t('common.save')}
                </Button>
                <Button variant="default" onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
              </Group>
              {remove && (
                <Button color="red" variant="outline" loading={busy === 'delete'} onClick={handleDelete}>
                  {t('resource_pages.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}

type FieldInputProps = {
  field: ResourceField;
  // biome-ignore lint/suspicious/noExplicitAny: the form's values are the page's own type
  form: ReturnType<typeof useForm<any>>;
  error?: string;
  languageErrors?: Record<string, string>;
};

function FieldInput({ field, form, error, languageErrors }: FieldInputProps) {
  const common = { label: field.label, description: field.description, required: field.required, error };
  switch (field.kind) {
    case 'localized':
      return (
        <LocalizedTextFields
          label={field.label}
          description={field.description}
          rule={field.rule}
          multiline={field.multiline}
          maxLength={field.maxLength}
          value={(form.values[field.name] as Localized | undefined) ?? {}}
          onChange={(value) => form.setFieldValue(field.name, value)}
          error={error}
          languageErrors={languageErrors}
        />
      );
    case 'textarea':
      return <Textarea autosize minRows={3} {...form.getInputProps(field.name)} {...common} />;
    case 'number':
      return <NumberInput {...form.getInputProps(field.name)} {...common} />;
    case 'checkbox':
      return <Checkbox {...form.getInputProps(field.name, { type: 'checkbox' })} {...common} />;
    case 'select':
      return <Select data={field.options ?? []} {...form.getInputProps(field.name)} {...common} />;
    case 'multiselect':
      return (
        <MultiSelect data={field.options ?? []} searchable {...form.getInputProps(field.name)} {...common} />
      );
    default:
      return <TextInput {...form.getInputProps(field.name)} {...common} />;
  }
}
