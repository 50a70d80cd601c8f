import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../common/languages';
import type { Localized } from '../../common/survey/content';
import { anyText } from '../../common/survey/localizedText';

/** A survey's or tag's text in the viewer's language, else in any language it has, else "untitled". */
export function useLocalizedText() {
  const { t, i18n } = useTranslation();
  return (text: Localized | undefined) =>
    anyText(text, i18n.language as LanguageCode) || t('admin_surveys.untitled');
}

export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
}
