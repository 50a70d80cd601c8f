import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { describeFailure } from '../../api/formErrors';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type CampaignDetail,
  type MailKind,
  type MailLanguage,
  type MailTemplate,
  usePreviewMail,
  useSaveTemplates,
} from '../../queries/invitationCampaigns';

const kinds: MailKind[] = ['invitation', 'reminder'];

/** The campaign's own wordings: those marked custom, plus the one being saved. */
function customTemplates(
  campaign: CampaignDetail,
  kind: MailKind,
  language: MailLanguage,
  template: MailTemplate,
) {
  const result: Partial<Record<MailKind, Partial<Record<MailLanguage, MailTemplate>>>> = {};
  for (const k of kinds)
    for (const l of Object.keys(campaign.templates[k])) {
      const current = campaign.templates[k][l];
      const chosen = k === kind && l === language ? template : current.custom ? current : null;
      if (chosen) result[k] = { ...result[k], [l]: { subject: chosen.subject, text: chosen.text } };
    }
  return result;
}

/** Mail wording per kind and language with placeholders, previewed as a recipient will read it. */
export function TemplatesTab({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MailKind>('invitation');
  // Every language mail may be written in, as the server lists them (en, lv, ru, then any added for surveys).
  const languages = Object.keys(campaign.templates.invitation);
  const [language, setLanguage] = useState<MailLanguage>(languages.includes('lv') ? 'lv' : languages[0]);
  const [drafts, setDrafts] = useState<Record<string, MailTemplate>>({});
  const save = useSaveTemplates(campaign.id);
  const preview = usePreviewMail(campaign.id);
  const key = `${kind}.${language}`;
  const stored = campaign.templates[kind][language];
  const draft = drafts[key] ?? { subject: stored.subject, text: stored.text };
  const failure = describeFailure(save.error, [`templates.${kind}.${language}.text`]);
  const edit = (change: Partial<MailTemplate>) => setDrafts({ ...drafts, [key]: { ...draft, ...change } });

  function handleSave() {
    save.mutate(customTemplates(campaign, kind, language, draft), {
      onSuccess: () => notice.info(t('invitations.templates.saved')),
    });
  }

  return (
    <Stack gap="md">
      <Group wrap="wrap">
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as MailKind)}
          data={kinds.map((value) => ({ value, label: t(`invitations.kind.${value}`) }))}
        />
        <SegmentedControl
          value={language}
          onChange={(value) => setLanguage(value as MailLanguage)}
          data={languages.map((value) => ({ value, label: value.toUpperCase() }))}
        />
        {stored.custom && <Badge variant="light">{t('invitations.templates.custom')}</Badge>}
      </Group>
      <Text size="sm" c="dimmed">
        {t('invitations.templates.placeholders')}{' '}
        <code>{'{{school}} {{survey}} {{closing_date}} {{link}} {{unsubscribe_link}}'}</code>
      </Text>
      {failure.alert && <Alert color="red">{failure.alert}</Alert>}
      <TextInput
        label={t('invitations.templates.subject')}
        value={draft.subject}
        onChange={(event) => edit({ subject: event.currentTarget.value })}
      />
      <Textarea
        label={t('invitations.templates.text')}
        autosize
        minRows={8}
        value={draft.text}
        error={failure.fields[`templates.${kind}.${language}.text`]}
        onChange={(event) => edit({ text: event.currentTarget.value })}
      />
      <Group>
        <Button onClick={handleSave} loading={save.isPending}>
          {t('invitations.templates.save')}
        </Button>
        <Button
          variant="default"
          onClick={() => preview.mutate({ kind, language, template: draft })}
          loading={preview.isPending}
        >
          {t('invitations.templates.preview')}
        </Button>
      </Group>
      {preview.data && (
        <Card withBorder data-mail-preview>
          <Title order={4}>{preview.data.subject}</Title>
          <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {preview.data.text}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
