import { Anchor, Button, Collapse, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { getOrgPage } from '../../auth/tokenStore';
import { useTranslation } from '../../i18n/useTranslation';
import { useOrganizationPage } from '../../queries/organizations';
import { ssoStartUrl } from '../../queries/sso';
import { SsoSchoolPicker } from './SsoSchoolPicker';

/**
 * "Sign in with your school account": straight to the provider when the login page was reached from
 * the page of a school with SSO on, otherwise a school picker.
 */
export function SchoolAccountSignIn({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const slug = getOrgPage() ?? '';
  const page = useOrganizationPage(slug);
  const school = page.data?.type === 'school' && page.data.sso_enabled ? page.data : null;
  return (
    <Stack gap="sm" mb="md">
      {school ? (
        <Button component="a" href={ssoStartUrl(school.slug, redirect)} variant="outline">
          {t('sso.login.button')}
        </Button>
      ) : (
        <>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => setPicking((open) => !open)}
            aria-expanded={picking}
          >
            {t('sso.login.button')}
          </Anchor>
          <Collapse in={picking}>{picking && <SsoSchoolPicker redirect={redirect} />}</Collapse>
        </>
      )}
      <Divider label={t('sso.login.or')} labelPosition="center" />
    </Stack>
  );
}
