import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { anyText } from '../../../common/survey/localizedText';
import { useTranslation } from '../../i18n/useTranslation';
import type { SurveyDetail } from '../../queries/surveys';
import { previewPaths } from '../../routing/previewPaths';
import { useBuilder } from './builderContext';
import { LanguageTabs } from './LanguageTabs';
import { builderPreviewId } from './PreviewPanel';
import { ProblemsMenu } from './ProblemsMenu';
import type { Problem } from './problemTexts';
import { QuestionCountBadge } from './QuestionCountBadge';
import { SaveStatus } from './SaveStatus';

type BuilderHeaderProps = {
  survey: SurveyDetail;
  problems: Problem[];
  onSettings: () => void;
  onPublish: () => void;
  onRetry: () => void;
  showPreview: boolean;
  onTogglePreview: () => void;
};

/** The survey's title and status, the question count, the language tabs and the main actions. */
export function BuilderHeader({
  survey,
  problems,
  onSettings,
  onPublish,
  onRetry,
  showPreview,
  onTogglePreview,
}: BuilderHeaderProps) {
  const { t } = useTranslation();
  const { state, canEdit } = useBuilder();
  const title = anyText(state.template.title, state.language) || t('survey_builder.untitled');
  const latest = survey.versions[0];

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {t(`survey_builder.audiences.${survey.audience}`)}
              </Badge>
              {survey.library && <Badge variant="light">{t('survey_builder.library')}</Badge>}
              <Badge variant="light" color={latest ? 'teal' : 'gray'}>
                {latest
                  ? t('survey_builder.versions.latest', { number: latest.number })
                  : t('survey_builder.versions.draft_only')}
              </Badge>
              <QuestionCountBadge />
            </Group>
          </Stack>
          <Group gap="sm">
            <SaveStatus onRetry={onRetry} />
            <ProblemsMenu problems={problems} onSettings={onSettings} />
            {latest && (
              <Button
                component={Link}
                to={previewPaths.survey(survey.uuid)}
                target="_blank"
                rel="noopener"
                variant="default"
              >
                {t('preview.open_version', { number: latest.number })}
              </Button>
            )}
            <Button variant="default" onClick={onSettings}>
              {t('survey_builder.settings.open')}
            </Button>
            <Button onClick={onPublish} variant={canEdit ? 'filled' : 'default'}>
              {canEdit ? t('survey_builder.publish.open') : t('survey_builder.versions.title')}
            </Button>
          </Group>
        </Group>
        <Group justify="space-between" align="flex-end">
          <LanguageTabs />
          <Button
            variant="subtle"
            size="xs"
            hiddenFrom="lg"
            onClick={onTogglePreview}
            aria-expanded={showPreview}
            aria-controls={builderPreviewId}
          >
            {showPreview ? t('survey_builder.preview.hide') : t('survey_builder.preview.show')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
