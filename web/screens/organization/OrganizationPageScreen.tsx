import { Button, Container, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isLanguageCode } from '../../../common/languages';
import { setOrgPage } from '../../auth/tokenStore';
import { useUserState } from '../../auth/userStore';
import { NotFoundScreen } from '../../components/messages/NotFoundScreen';
import { switchLanguage } from '../../i18n/i18n';
import { isLanguageChosen } from '../../i18n/languageStore';
import { useTranslation } from '../../i18n/useTranslation';
import { useInterfaceLanguages } from '../../queries/languages';
import { isNotFound, type OrganizationPage, useOrganizationPage } from '../../queries/organizations';
import { useDocumentTitle } from '../../routing/pageTitle';
import { OrganizationDetails } from './OrganizationDetails';

/**
 * Sets the tab title. Keyed by language where it is used: the layout re-applies the route title
 * when the language changes, and a remount puts the organisation's name back after it.
 */
function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * Remembers the page and, unless the user chose a language or is signed in (their interface stays theirs),
 * follows the organisation's default: a built-in one, or one added at /admin/manage-languages once the
 * switcher offers it (asked for only then).
 */
function useOrganizationEffects(page: OrganizationPage | undefined) {
  const { i18n } = useTranslation();
  const signedIn = Boolean(useUserState().user);
  const language = page?.default_language;
  const added = Boolean(language && !isLanguageCode(language));
  const offered = useInterfaceLanguages(added).data;
  const usable = isLanguageCode(language) || Boolean(offered?.some((entry) => entry.code === language));
  useEffect(() => {
    if (!page) return;
    setOrgPage(page.slug);
    if (!signedIn && !isLanguageChosen() && language && language !== i18n.language && usable) {
      void switchLanguage(language, false);
    }
  }, [page, language, usable, i18n.language, signedIn]);
}

function OrganizationLoading() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }} aria-busy="true">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <Stack gap="md">
        <Skeleton height={20} width={120} />
        <Skeleton height={40} width="60%" />
        <Skeleton height={18} width="35%" />
        <Skeleton height={120} mt="xl" />
      </Stack>
    </Container>
  );
}

function OrganizationError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="flex-start" gap="md" role="alert">
        <Title order={1}>{t('pages.organization.error.title')}</Title>
        <Text size="lg" c="gray.8">
          {t('pages.organization.error.text')}
        </Text>
        <Button onClick={onRetry} loading={retrying}>
          {t('pages.organization.error.retry')}
        </Button>
      </Stack>
    </Container>
  );
}

/** /{org_name}: the public page of a school or an organisation that runs schools. */
export function OrganizationPageScreen() {
  const { t, i18n } = useTranslation();
  const slug = useParams().org_name ?? '';
  const query = useOrganizationPage(slug);
  useOrganizationEffects(query.data);

  if (query.data) {
    return (
      <>
        <DocumentTitle key={i18n.language} title={query.data.name} />
        <OrganizationDetails page={query.data} />
      </>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <>
          <DocumentTitle key={i18n.language} title={t('pages.not_found.title')} />
          <NotFoundScreen />
        </>
      );
    }
    return <OrganizationError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <OrganizationLoading />;
}
