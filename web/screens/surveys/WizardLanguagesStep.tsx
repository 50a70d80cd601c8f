import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { SurveyLanguage } from '../../../common/languages';
import { useTranslation } from '../../i18n/useTranslation';
import { surveyLanguageName, useSurveyLanguageList } from '../../queries/surveyLanguages';
import type { WizardPatch, WizardState } from './wizardState';

type Props = {
  /** The languages the survey's version is published in. */
  published: SurveyLanguage[];
  state: WizardState;
  onChange: (patch: WizardPatch) => void;
};

/**
 * Step 5: which of the version's published languages respondents may answer in: those switched on for
 * surveys at /admin/manage-languages (a language switched off there is not offered, nor kept chosen).
 */
export function WizardLanguagesStep({ published: publishedAll, state, onChange }: Props) {
  const { t } = useTranslation();
  const languageList = useSurveyLanguageList();
  const surveyLanguages = languageList?.map((language) => language.code);
  const published = surveyLanguages ? publishedAll.filter((code) => surveyLanguages.includes(code)) : [];
  const stale = surveyLanguages && state.languages.some((code) => !published.includes(code));
  useEffect(() => {
    if (stale) onChange({ languages: state.languages.filter((code) => published.includes(code)) });
  });
  if (!surveyLanguages) return null;
  return (
    <Stack>
      <Text>{t('survey_wizard.languages.intro')}</Text>
      <Checkbox.Group
        value={state.languages}
        onChange={(value) => onChange({ languages: published.filter((code) => value.includes(code)) })}
        label={t('survey_wizard.languages.label')}
        error={state.languages.length ? undefined : t('survey_wizard.languages.none')}
      >
        <Group mt="xs">
          {published.map((code) => (
            <Checkbox key={code} value={code} label={surveyLanguageName(code, languageList)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Text size="sm" c="dimmed">
        {t('survey_wizard.languages.hint')}
      </Text>
    </Stack>
  );
}
