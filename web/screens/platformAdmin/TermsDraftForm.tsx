import { Alert, Badge, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { describeFailure } from '../../api/formErrors';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type TermsDraft,
  type TermsText,
  useDiscardTermsDraft,
  useSaveTermsDraft,
} from '../../queries/termsEditor';

type TermsDraftFormProps = {
  language: string;
  draft: TermsDraft | undefined;
  /** The language's text in the current version, where a new draft starts from. */
  published: TermsText | undefined;
  /** An interface language: a version cannot be published without its text. */
  required: boolean;
};

/** One language's draft of the next terms version: title and text, saved, or discarded. */
export function TermsDraftForm({ language, draft, published, required }: TermsDraftFormProps) {
  const { t, i18n } = useTranslation();
  const [title, setTitle] = useState(draft?.title ?? published?.title ?? '');
  const [body, setBody] = useState(draft?.body ?? published?.body ?? '');
  const save = useSaveTermsDraft();
  const discard = useDiscardTermsDraft();
  const errors = describeFailure(save.error, ['title', 'body']);

  function handleSave(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { language, title, body },
      { onSuccess: () => notice.info(t('platform_admin.terms.draft_saved')) },
    );
  }

  async function handleDiscard() {
    const sure = await confirm({
      message: t('platform_admin.terms.discard_confirm'),
      confirmLabel: t('platform_admin.terms.discard'),
      danger: true,
    });
    if (!sure) return;
    discard.mutate(language, {
      onSuccess: () => {
        setTitle(published?.title ?? '');
        setBody(published?.body ?? '');
        notice.info(t('platform_admin.terms.draft_discarded'));
      },
    });
  }

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack>
        {draft ? (
          <Group gap="xs">
            <Badge color="yellow" variant="light">
              {t('platform_admin.terms.draft_badge')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('platform_admin.terms.draft_updated', {
                date: formatDateTime(draft.updated_at, i18n.language),
              })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {required ? t('platform_admin.terms.no_draft') : t('platform_admin.terms.no_draft_optional')}
          </Text>
        )}
        {errors.alert && (
          <Alert color="red" role="alert">
            {errors.alert}
          </Alert>
        )}
        <TextInput
          label={t('platform_admin.terms.title_field')}
          required
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.fields.title}
        />
        <Textarea
          label={t('platform_admin.terms.body_field')}
          required
          autosize
          minRows={10}
          maxRows={30}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={errors.fields.body}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('platform_admin.terms.save_draft')}
          </Button>
          {draft && (
            <Button color="red" variant="outline" loading={discard.isPending} onClick={handleDiscard}>
              {t('platform_admin.terms.discard')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
