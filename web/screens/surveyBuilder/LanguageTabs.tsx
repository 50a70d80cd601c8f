import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { isSurveyLanguageCode, orderLanguages, supportedLanguages } from '../../../common/languages';
import { missingTexts, writtenLanguages } from '../../../common/survey/contentRules';
import { useTranslation } from '../../i18n/useTranslation';
import { surveyLanguageName, useSurveyLanguageList } from '../../queries/surveyLanguages';
import { useBuilder } from './builderContext';

/** The editor the language tabs switch: every tab controls it (the texts below follow the chosen language). */
export const builderLanguagePanelId = 'survey-builder-language-panel';
const builderLanguageTabsId = 'survey-builder-language';

/** The id Mantine gives the tab of a language, for the editor to be labelled by the chosen one. */
export const builderLanguageTabId = (code: string) => `${builderLanguageTabsId}-tab-${code}`;

/**
 * The survey languages (those switched on for surveys at /admin/manage-languages, built-in or added there):
 * the language every text field edits. The survey's own languages (and the one being
 * edited) show how many of their texts are still empty; the others are an offer ("+ English"), not a debt.
 */
export function LanguageTabs() {
  const { t } = useTranslation();
  const { state, dispatch } = useBuilder();
  const written = writtenLanguages(state.template);
  // The languages switched on for surveys (/admin/manage-languages), and always the one being edited.
  const list = useSurveyLanguageList();
  const offered: string[] = list?.map((language) => language.code) ?? [...supportedLanguages];
  const tabs = orderLanguages([...offered, state.language]);
  return (
    <Tabs
      id={builderLanguageTabsId}
      value={state.language}
      onChange={(value) => isSurveyLanguageCode(value) && dispatch({ type: 'language', language: value })}
      variant="outline"
    >
      <Tabs.List aria-label={t('survey_builder.languages.label')}>
        {tabs.map((code) => {
          const isOffer = !written.includes(code) && code !== state.language;
          const missing = missingTexts(state.template, code).length;
          return (
            <Tabs.Tab
              key={code}
              value={code}
              aria-controls={builderLanguagePanelId}
              lang={code}
              c={isOffer ? 'dimmed' : undefined}
              rightSection={
                isOffer ? undefined : (
                  <Badge
                    size="sm"
                    circle={missing < 10}
                    color={missing ? 'orange' : 'green'}
                    variant="light"
                    aria-hidden
                  >
                    {missing || '✓'}
                  </Badge>
                )
              }
            >
              {isOffer && <span aria-hidden>+ </span>}
              {surveyLanguageName(code, list)}
              <VisuallyHidden>
                {isOffer
                  ? t('survey_builder.languages.add')
                  : missing
                    ? t('survey_builder.languages.missing', { count: missing })
                    : t('survey_builder.languages.complete')}
              </VisuallyHidden>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
