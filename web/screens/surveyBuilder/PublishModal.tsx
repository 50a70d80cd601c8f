import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, languageNames, supportedLanguages } from '../../../common/languages';
import { questionCount } from '../../../common/survey/content';
import { contentProblems, missingTexts } from '../../../common/survey/contentRules';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import type { SurveyVersionSummary } from '../../queries/surveyList';
import { usePublishSurvey } from '../../queries/surveys';
import { useBuilder } from './builderContext';
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
  const [chosen, setChosen] = useState<LanguageCode[]>([]);
  const [error, setError] = useState<string | null>(null);
  const missing = Object.fromEntries(
    supportedLanguages.map((code) => [code, missingTexts(state.template, code)]),
  ) as Record<LanguageCode, string[]>;
  const ready = supportedLanguages.filter((code) => missing[code].length === 0);
  const selected = chosen.filter((code) => ready.includes(code));
  const problems = contentProblems(state.template);
  const isEmpty = questionCount(state.template) === 0;

  const handlePublish = async () => {
    setError(null);
    if (!(await saveNow())) {
      setError(t('survey_builder.publish.not_saved'));
      return;
    }
    publish.mutate(selected, {
      onSuccess: (version) => {
        notice.info(
          t('survey_builder.publish.done', {
            number: version.number,
            languages: version.languages.map((code) => languageNames[code].nativeName).join(', '),
          }),
        );
        setChosen([]);
        onClose();
      },
      onError: (failure) => setError(errorText(failure)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(canEdit ? 'survey_builder.publish.title' : 'survey_builder.versions.title')}
    >
      <Stack gap="md">
        {canEdit && (
          <>
            <Text size="sm">{t('survey_builder.publish.intro')}</Text>
            <Checkbox.Group
              label={t('survey_builder.publish.languages')}
              value={selected}
              onChange={(value) => setChosen(value as LanguageCode[])}
            >
              <Stack gap="xs" mt="xs">
                {supportedLanguages.map((code) => {
                  const gaps = missing[code];
                  const reason = gaps.length
                    ? t('survey_builder.publish.missing', {
                        count: gaps.length,
                        where: gaps
                          .slice(0, shownMissing)
                          .map((where) => missingTextLabel(where, t))
                          .join(', '),
                      }) + (gaps.length > shownMissing ? '…' : '')
                    : undefined;
                  return (
                    <Checkbox
                      key={code}
                      value={code}
                      label={languageNames[code].nativeName}
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
              <Button variant="default" onClick={onClose}>
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
    </Modal>
  );
}
