import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type SurveyLanguage, supportedLanguages } from '../../../common/languages';
import { questionCount } from '../../../common/survey/content';
import { contentProblems, missingTexts, writtenLanguages } from '../../../common/survey/contentRules';
import { errorText } from '../../api/apiError';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/useTranslation';
import { surveyLanguageName, useSurveyLanguageList } from '../../queries/surveyLanguages';
import type { SurveyVersionSummary } from '../../queries/surveyList';
import { usePublishSurvey } from '../../queries/surveys';
import { surveyBuilderPaths } from '../../routing/builderPaths';
import { useBuilder } from './builderContext';
import { placeNumbers } from './placeNames';
import { missingTextLabel } from './problemTexts';
import { VersionList } from './VersionList';

type PublishModalProps = {
  uuid: string;
  opened: boolean;
  onClose: () => void;
  versions: SurveyVersionSummary[];
  /** Saves what is not saved yet; answers whether the draft on the server is now the one shown. */
  saveNow: () => Promise<boolean>;
};

const shownMissing = 6;

/**
 * Publishing freezes the draft as the next version. A language can be chosen only when none of its
 * texts is missing; the reason shows beside it. Viewers see the versions only.
 */
export function PublishModal({ uuid, opened, onClose, versions, saveNow }: PublishModalProps) {
  const { t } = useTranslation();
  const { state, canEdit } = useBuilder();
  const publish = usePublishSurvey(uuid);
  /** null until the person changes the ticks: then every complete language of the survey is chosen. */
  const [chosen, setChosen] = useState<SurveyLanguage[] | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const languageList = useSurveyLanguageList();
  const surveyLanguages: SurveyLanguage[] = languageList?.map((language) => language.code) ?? [
    ...supportedLanguages,
  ];
  const missing = (code: SurveyLanguage) => missingTexts(state.template, code);
  const written = writtenLanguages(state.template).filter((code) => surveyLanguages.includes(code));
  const offered = written.length ? written : [...surveyLanguages];
  const ready = offered.filter((code) => missing(code).length === 0);
  const selected = (chosen ?? ready).filter((code) => ready.includes(code));
  const problems = contentProblems(state.template);
  const isEmpty = questionCount(state.template) === 0;
  const numbers = placeNumbers(state.template);

  const handleClose = () => {
    setPublished(null);
    onClose();
  };

  const handlePublish = async () => {
    setError(null);
    if (!(await saveNow())) {
      setError(t('survey_builder.publish.not_saved'));
      return;
    }
    publish.mutate(selected, {
      onSuccess: (version) => {
        setPublished(
          t('survey_builder.publish.done', {
            number: version.number,
            languages: version.languages.map((code) => surveyLanguageName(code, languageList)).join(', '),
          }),
        );
        setChosen(null);
      },
      onError: (failure) => setError(errorText(failure)),
    });
  };

  return (
    <Dialog
      opened={opened}
      onClose={handleClose}
      size="lg"
      title={t(canEdit ? 'survey_builder.publish.title' : 'survey_builder.versions.title')}
    >
      <Stack gap="md">
        {published && (
          <Alert color="teal" role="status">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{published}</Text>
              <Text size="sm">{t('survey_builder.publish.next')}</Text>
              <Button component={Link} to={surveyBuilderPaths.run(uuid)}>
                {t('survey_builder.publish.run')}
              </Button>
            </Stack>
          </Alert>
        )}
        {canEdit && !published && (
          <>
            <Text size="sm">{t('survey_builder.publish.intro')}</Text>
            <Checkbox.Group
              label={t('survey_builder.publish.languages')}
              value={selected}
              onChange={setChosen}
            >
              <Stack gap="xs" mt="xs">
                {offered.map((code) => {
                  const gaps = missing(code);
                  const reason = gaps.length
                    ? t('survey_builder.publish.missing', {
                        count: gaps.length,
                        where: gaps
                          .slice(0, shownMissing)
                          .map((where) => missingTextLabel(where, numbers, t))
                          .join(', '),
                      }) + (gaps.length > shownMissing ? '…' : '')
                    : undefined;
                  return (
                    <Checkbox
                      key={code}
                      value={code}
                      label={surveyLanguageName(code, languageList)}
                      disabled={!!reason}
                      description={reason}
                    />
                  );
                })}
              </Stack>
            </Checkbox.Group>
            {isEmpty && <Alert color="yellow">{t('survey_builder.publish.empty')}</Alert>}
            {problems.length > 0 && (
              <Alert color="red">{t('survey_builder.publish.problems', { count: problems.length })}</Alert>
            )}
            {error && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={handleClose}>
                {t('common.cancel')}
              </Button>
              <Button
                onClick={handlePublish}
                loading={publish.isPending}
                disabled={!selected.length || isEmpty || problems.length > 0}
              >
                {t('survey_builder.publish.submit', { number: (versions[0]?.number ?? 0) + 1 })}
              </Button>
            </Group>
          </>
        )}
        <Title order={3} size="h5">
          {t('survey_builder.versions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('survey_builder.versions.intro')}
        </Text>
        <VersionList versions={versions} />
      </Stack>
    </Dialog>
  );
}
