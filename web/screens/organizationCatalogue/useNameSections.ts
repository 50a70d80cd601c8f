import type { ResourceFormSection } from '../../components/backOffice/ResourceForm';
import { useTranslation } from '../../i18n/useTranslation';

/** The name in every survey language (at least one written), as a form section of one localized field. */
export function useNameSections(): ResourceFormSection[] {
  const { t } = useTranslation();
  return [
    {
      fields: [{ name: 'name', label: t('catalogue.name'), kind: 'localized', rule: 'one', maxLength: 100 }],
    },
  ];
}
