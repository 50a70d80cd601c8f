import { formatSchoolDate } from '../../common/schoolDates';
import type { Localized } from '../../common/survey/content';
import { anyText } from '../../common/survey/localizedText';
import { useTranslation } from './useTranslation';

/**
 * A survey's or tag's text in the viewer's language, else in English (the text every language falls back to),
 * else in any language it has, else "untitled".
 */
export function useLocalizedText() {
  const { t, i18n } = useTranslation();
  return (text: Localized | undefined) =>
    text?.[i18n.language]?.trim() || anyText(text, 'en') || t('admin_surveys.untitled');
}

export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) => formatSchoolDate(iso, i18n.language);
}
