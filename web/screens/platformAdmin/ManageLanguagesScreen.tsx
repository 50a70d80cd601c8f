import { Badge, Switch } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type AdminLanguage,
  type LanguageChange,
  useAdminLanguages,
  useChangeLanguage,
} from '../../queries/languages';
import { AddLanguageForm } from './AddLanguageForm';

/** Share of the English texts a language needs before the switcher offers it (the API's rule, stated here). */
const switcherPercent = 95;

/** /admin/manage-languages: the interface and survey languages, switched on or off, and their completeness. */
export function ManageLanguagesScreen() {
  const { t } = useTranslation();
  const change = useChangeLanguage();

  function handleToggle(language: AdminLanguage, patch: LanguageChange) {
    change.mutate({ code: language.code, ...patch }, { onError: (error) => notice.error(errorText(error)) });
  }

  const columns: ResourceColumn<AdminLanguage>[] = [
    {
      key: 'name',
      header: t('platform_admin.languages.language'),
      cell: (language) => <span>{language.native_name}</span>,
      linked: true,
      note: (language) => `${language.name} · ${language.code}`,
    },
    {
      key: 'interface',
      header: t('platform_admin.languages.interface'),
      cell: (language) => (
        <Switch
          aria-label={t('platform_admin.languages.interface_of', { name: language.name })}
          checked={language.enabled}
          onChange={(event) => handleToggle(language, { enabled: event.currentTarget.checked })}
        />
      ),
    },
    {
      key: 'surveys',
      header: t('platform_admin.languages.surveys'),
      cell: (language) => (
        <Switch
          aria-label={t('platform_admin.languages.surveys_of', { name: language.name })}
          checked={language.survey_enabled}
          onChange={(event) => handleToggle(language, { survey_enabled: event.currentTarget.checked })}
        />
      ),
    },
    {
      key: 'translated',
      header: t('platform_admin.languages.translated'),
      align: 'right',
      cell: (language) => (
        <span>
          {t('platform_admin.languages.translated_count', {
            done: language.total - language.missing,
            total: language.total,
          })}
        </span>
      ),
      note: (language) => t('platform_admin.languages.missing', { count: language.missing }),
    },
    {
      key: 'same',
      header: t('platform_admin.languages.same_as_english'),
      align: 'right',
      cell: (language) => language.same_as_english,
    },
    {
      key: 'switcher',
      header: t('platform_admin.languages.switcher'),
      cell: (language) =>
        language.in_switcher ? (
          <Badge color="green" variant="light">
            {t('platform_admin.languages.shown')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('platform_admin.languages.hidden')}
          </Badge>
        ),
    },
  ];

  return (
    <ResourceListPage
      title={t('platform_admin.languages.title')}
      intro={t('platform_admin.languages.intro', { percent: switcherPercent })}
      useRows={useAdminLanguages}
      searchable={false}
      columns={columns}
      rowKey={(language) => language.code}
      rowLink={(language) => `/admin/manage-translations/${language.code}`}
    >
      <AddLanguageForm />
    </ResourceListPage>
  );
}
