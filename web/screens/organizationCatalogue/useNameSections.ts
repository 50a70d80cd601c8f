import { useTranslation } from 'react-i18next';
import type { ResourceFormSection } from '../../components/backOffice/ResourceForm';

/** The name in en, lv and ru, as a form section; the server's `name:` errors show on the whole form. */
export function useNameSections(): ResourceFormSection[] {
  const { t } = useTranslation();
  return [
    {
      legend: t('catalogue.name'),
      fields: [
        { name: 'name_en', label: t('catalogue.name_in.en') },
        { name: 'name_lv', label: t('catalogue.name_in.lv') },
        { name: 'name_ru', label: t('catalogue.name_in.ru') },
      ],
    },
  ];
}
