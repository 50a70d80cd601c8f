import { Alert, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { ssoStartUrl, useSsoSchools } from '../../queries/sso';

/** Search box → schools with SSO on → the chosen school's provider. */
export function SsoSchoolPicker({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const schools = useSsoSchools(text);
  const searching = text.trim().length >= 2;
  return (
    <Stack gap="xs">
      <TextInput
        label={t('sso.picker.search')}
        placeholder={t('sso.picker.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={schools.isFetching ? <Loader size="xs" /> : null}
        autoFocus
      />
      {!searching && (
        <Text size="sm" c="dimmed">
          {t('sso.picker.hint')}
        </Text>
      )}
      {searching && schools.isError && (
        <Alert color="red" role="alert">
          {errorText(schools.error)}
        </Alert>
      )}
      {searching && schools.data?.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('sso.picker.none')}
        </Text>
      )}
      {searching && schools.data && schools.data.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {schools.data.map((school) => (
            <li key={school.id}>
              <UnstyledButton
                component="a"
                href={ssoStartUrl(school.slug, redirect)}
                p="xs"
                w="100%"
                style={{ borderRadius: 4, display: 'block' }}
                className="sso-school-option"
              >
                <Text fw={600}>{school.name}</Text>
                {school.city && (
                  <Text size="sm" c="dimmed">
                    {school.city}
                  </Text>
                )}
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
