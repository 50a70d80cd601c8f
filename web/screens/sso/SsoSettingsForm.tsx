import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type SsoIdentityType,
  type SsoMatchClaim,
  type SsoSettings,
  ssoIdentityTypes,
  useRemoveSsoSettings,
  useSaveSsoSettings,
} from '../../queries/sso';

type Config = NonNullable<SsoSettings['config']>;

function initialValues(config: Config | null) {
  return {
    issuer: config?.issuer ?? '',
    clientId: config?.client_id ?? '',
    clientSecret: '',
    matchClaim: config?.match_claim ?? ('email' as SsoMatchClaim),
    externalIdClaim: config?.external_id_claim ?? 'sub',
    identityTypes: config?.identity_types ?? (['student', 'teacher'] as SsoIdentityType[]),
    enabled: config?.enabled ?? true,
  };
}

/** The school's OpenID Connect settings; the client secret is write-only (empty keeps the stored one). */
export function SsoSettingsForm({ schoolId, config }: { schoolId: number; config: Config | null }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(config));
  const save = useSaveSsoSettings(schoolId);
  const remove = useRemoveSsoSettings(schoolId);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        issuer: values.issuer.trim(),
        client_id: values.clientId.trim(),
        ...(values.clientSecret ? { client_secret: values.clientSecret } : {}),
        match_claim: values.matchClaim,
        external_id_claim: values.externalIdClaim.trim() || 'sub',
        identity_types: values.identityTypes,
        enabled: values.enabled,
      },
      {
        onSuccess: () => {
          set('clientSecret', '');
          notice.info(t('sso.settings.saved'));
        },
      },
    );
  }

  async function handleRemove() {
    const accepted = await confirm({ message: t('sso.settings.remove_confirm'), danger: true });
    if (accepted) remove.mutate(undefined, { onSuccess: () => setValues(initialValues(null)) });
  }

  const failure = save.error ?? remove.error;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errorText(failure)}
          </Alert>
        )}
        <Switch
          label={t('sso.settings.enabled')}
          checked={values.enabled}
          onChange={(event) => set('enabled', event.currentTarget.checked)}
        />
        <TextInput
          label={t('sso.settings.issuer')}
          description={t('sso.settings.issuer_help')}
          placeholder="https://login.example.com/realms/school"
          required
          value={values.issuer}
          onChange={(event) => set('issuer', event.currentTarget.value)}
        />
        <TextInput
          label={t('sso.settings.client_id')}
          required
          value={values.clientId}
          onChange={(event) => set('clientId', event.currentTarget.value)}
        />
        <PasswordInput
          label={t('sso.settings.client_secret')}
          description={config ? t('sso.settings.client_secret_keep') : undefined}
          required={!config}
          autoComplete="new-password"
          value={values.clientSecret}
          onChange={(event) => set('clientSecret', event.currentTarget.value)}
        />
        <Radio.Group
          label={t('sso.settings.match_claim')}
          value={values.matchClaim}
          onChange={(value) => set('matchClaim', value as SsoMatchClaim)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="email" label={t('sso.settings.match_email')} />
            <Radio value="external_id" label={t('sso.settings.match_external_id')} />
          </Stack>
        </Radio.Group>
        {values.matchClaim === 'external_id' && (
          <TextInput
            label={t('sso.settings.external_id_claim')}
            description={t('sso.settings.external_id_claim_help')}
            value={values.externalIdClaim}
            onChange={(event) => set('externalIdClaim', event.currentTarget.value)}
            maw={320}
          />
        )}
        <Checkbox.Group
          label={t('sso.settings.identity_types')}
          value={values.identityTypes}
          onChange={(value) => set('identityTypes', value as SsoIdentityType[])}
        >
          <Group gap="md" mt="xs">
            {ssoIdentityTypes.map((type) => (
              <Checkbox key={type} value={type} label={t(`sso.types.${type}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="space-between" mt="sm">
          <Button type="submit" loading={save.isPending} disabled={values.identityTypes.length === 0}>
            {t('sso.settings.save')}
          </Button>
          {config && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => void handleRemove()}
              loading={remove.isPending}
            >
              {t('sso.settings.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
