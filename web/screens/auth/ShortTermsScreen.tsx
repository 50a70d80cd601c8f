import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { matchPollPath } from '../../../common/pollPaths';
import { errorText } from '../../api/apiError';
import { api } from '../../api/client';
import { safeRedirectPath } from '../../auth/session';
import { loadUser } from '../../auth/userStore';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { useCurrentTerms } from '../../queries/terms';

/** /short-terms: accept the current terms, then continue to redirectPath. */
export function ShortTermsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const terms = useCurrentTerms(i18n.language);
  const accept = useMutation({
    mutationFn: (version: number) => api.post('terms/accept', { version }),
    onSuccess: async () => {
      await loadUser();
      const target = safeRedirectPath(params.get('redirectPath'));
      // Back to a poll is a full page load: the light poll page answers its addresses.
      if (matchPollPath(new URL(target, window.location.origin).pathname)) window.location.replace(target);
      else navigate(target, { replace: true });
    },
  });
  if (terms.isPending) {
    return <PageLoader />;
  }
  if (terms.isError) return <Alert color="red">{errorText(terms.error)}</Alert>;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{terms.data.title}</Title>
        <Text c="dimmed">{t('terms.accept_intro')}</Text>
        <Paper withBorder p="lg" mah={420} style={{ overflowY: 'auto', whiteSpace: 'pre-line' }}>
          {terms.data.body}
        </Paper>
        {accept.isError && <Alert color="red">{errorText(accept.error)}</Alert>}
        <Button
          onClick={() => accept.mutate(terms.data.version)}
          loading={accept.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('terms.accept')}
        </Button>
      </Stack>
    </Container>
  );
}
