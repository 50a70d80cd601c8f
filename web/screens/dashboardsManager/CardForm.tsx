import { Alert, Button, Checkbox, Fieldset, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Localized } from '../../../common/survey/content';
import { describeFailure } from '../../api/formErrors';
import {
  LocalizedTextFields,
  languageErrorsOf,
  writtenTexts,
} from '../../components/backOffice/LocalizedTextFields';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type CardInput,
  type DashboardCardKind,
  type DashboardRole,
  dashboardRoles,
  type ManagedCard,
  type ManagedDashboard,
} from '../../queries/dashboardCards';

const kinds: DashboardCardKind[] = ['notice', 'link', 'survey'];

type Props = {
  dashboard: ManagedDashboard;
  /** The card being changed, or null for a new one. */
  card: ManagedCard | null;
  onSave: (input: CardInput) => Promise<unknown>;
  onDone: () => void;
};

/** A card's kind, dashboards, texts per language, and its address or survey. */
export function CardForm({ dashboard, card, onSave, onDone }: Props) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const [kind, setKind] = useState<DashboardCardKind>(card?.kind ?? 'notice');
  const [roles, setRoles] = useState<DashboardRole[]>(card?.roles ?? ['teacher']);
  const [texts, setTexts] = useState<Localized>(card?.texts ?? {});
  const [url, setUrl] = useState(card?.url ?? '');
  const [surveyId, setSurveyId] = useState<string | null>(card?.survey ? String(card.survey.id) : null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = describeFailure(failure, ['kind', 'roles', 'texts', 'url', 'survey_id'], ['texts']);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSave({
        kind,
        roles,
        texts: writtenTexts(texts),
        url: kind === 'link' ? url.trim() : null,
        survey_id: kind === 'survey' && surveyId ? Number(surveyId) : null,
      });
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Fieldset legend={card ? t('dashboards_manager.change_card') : t('dashboards_manager.add_card')}>
        <Stack gap="sm">
          {errors.alert && (
            <Alert color="red" role="alert">
              {errors.alert}
            </Alert>
          )}
          <Select
            label={t('dashboards_manager.kind')}
            data={kinds.map((value) => ({ value, label: t(`dashboards_manager.kinds.${value}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value as DashboardCardKind)}
            error={errors.fields.kind}
          />
          <Checkbox.Group
            label={t('dashboards_manager.roles')}
            value={roles}
            onChange={(value) => setRoles(value as DashboardRole[])}
            error={errors.fields.roles}
          >
            <Group mt="xs">
              {dashboardRoles.map((role) => (
                <Checkbox key={role} value={role} label={t(`dashboards_manager.role_names.${role}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <LocalizedTextFields
            label={t(`dashboards_manager.text_label.${kind}`)}
            description={t('dashboards_manager.texts_help')}
            rule="one"
            multiline={kind === 'notice'}
            maxLength={1000}
            value={texts}
            onChange={setTexts}
            error={errors.fields.texts}
            languageErrors={languageErrorsOf(errors.fields, 'texts')}
          />
          {kind === 'link' && (
            <TextInput
              label={t('dashboards_manager.url')}
              description={t('dashboards_manager.url_help')}
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              required
              error={errors.fields.url}
            />
          )}
          {kind === 'survey' && (
            <Select
              label={t('dashboards_manager.survey')}
              data={dashboard.surveys.map((survey) => ({
                value: String(survey.id),
                label: text(survey.title),
              }))}
              value={surveyId}
              onChange={setSurveyId}
              searchable
              required
              error={errors.fields.survey_id}
            />
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
            {card && (
              <Button variant="default" onClick={onDone}>
                {t('common.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
