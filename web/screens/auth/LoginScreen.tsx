import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { safeRedirectPath } from '../../auth/session';
import { signInWithPassword } from '../../auth/signInFlow';
import { CodeEntryButton } from '../../components/CodeEntryButton';
import { useTranslation } from '../../i18n/useTranslation';
import { SchoolAccountSignIn } from './SchoolAccountSignIn';

const knownErrors = new Set([
  'login.session_expired_error',
  'login.general_error',
  'sso.not_available',
  'sso.expired_attempt',
  'sso.provider_error',
  'sso.email_unverified',
  'sso.no_identity',
  'sso.not_allowed',
  'sso.other_organizations',
]);

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const incoming = params.get('error');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await signInWithPassword(username, password);
      navigate(safeRedirectPath(params.get('redirectPath')), { replace: true });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size={420} py={60}>
      <Title order={1} ta="center" mb="lg">
        {t('login.title')}
      </Title>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <SchoolAccountSignIn redirect={params.get('redirectPath')} />
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            {incoming && (
              <Alert color="yellow" role="status">
                {t(knownErrors.has(incoming) ? incoming : 'login.general_error')}
              </Alert>
            )}
            {failure && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('login.username')}
              autoComplete="username"
              required
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy} disabled={!username || !password}>
              {t('login.submit')}
            </Button>
            <Anchor component={Link} to="/users/forgot-password" size="sm" ta="center">
              {t('login.forgot_password')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
      <Stack align="center" gap="xs" mt="lg">
        <Text size="sm" ta="center">
          {t('code_entry.login_hint')}
        </Text>
        <CodeEntryButton variant="light" />
      </Stack>
    </Container>
  );
}
