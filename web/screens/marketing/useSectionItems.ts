import { useTranslation } from '../../i18n/useTranslation';

export type SectionItem = { id: string; title: string; text: string };

/**
 * Reads a list of `{title, text}` entries kept under `<prefix>.<id>` in the locale files.
 * `values` are interpolated into every entry (e.g. anonymity thresholds).
 */
export function useSectionItems(
  prefix: string,
  ids: readonly string[],
  values?: Record<string, string | number>,
): SectionItem[] {
  const { t } = useTranslation();
  return ids.map((id) => ({
    id,
    title: t(`${prefix}.${id}.title`, values),
    text: t(`${prefix}.${id}.text`, values),
  }));
}
