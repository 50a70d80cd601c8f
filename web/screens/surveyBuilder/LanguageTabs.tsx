import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, languageNames, supportedLanguages } from '../../../common/languages';
import { missingTexts } from '../../../common/survey/contentRules';
import { useBuilder } from './builderContext';

/** en / lv / ru: the language every text field edits, each with how many of its texts are still empty. */
export function LanguageTabs() {
  const { t } = useTranslation();
  const { state, dispatch } = useBuilder();
  return (
    <Tabs
      value={state.language}
      onChange={(value) => isLanguageCode(value) && dispatch({ type: 'language', language: value })}
      variant="outline"
    >
      <Tabs.List aria-label={t('survey_builder.languages.label')}>
        {supportedLanguages.map((code) => {
          const missing = missingTexts(state.template, code).length;
          return (
            <Tabs.Tab
              key={code}
              value={code}
              lang={code}
              rightSection={
                <Badge
                  size="sm"
                  circle={missing < 10}
                  color={missing ? 'orange' : 'green'}
                  variant="light"
                  aria-hidden
                >
                  {missing || '✓'}
                </Badge>
              }
            >
              {languageNames[code].nativeName}
              <VisuallyHidden>
                {missing
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
