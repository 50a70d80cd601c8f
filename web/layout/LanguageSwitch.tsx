import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, supportedLanguages } from '../../common/languages';
import { switchLanguage } from '../i18n/i18n';

/** The header's language switch: en, lv, ru. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('layout.language')}
      value={i18n.language}
      onChange={(value) => {
        if (isLanguageCode(value)) void switchLanguage(value);
      }}
      data={supportedLanguages.map((code) => ({ value: code, label: code.toUpperCase() }))}
    />
  );
}
