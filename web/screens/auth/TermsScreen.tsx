import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { useCurrentTerms } from '../../queries/terms';

/** /terms/{language?}: the current terms, readable by anyone. */
export function TermsScreen() {
  const { t, i18n } = useTranslation();
  const language = useParams().language ?? i18n.language;
  const terms = useCurrentTerms(language);
  if (terms.isPending) {
    return <PageLoader />;
  }
  if (terms.isError) return <Alert color="red">{errorText(terms.error)}</Alert>;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{terms.data.title}</Title>
        <Text c="dimmed" size="sm">
          {t('terms.version', { version: terms.data.version })}
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }}>{terms.data.body}</Text>
      </Stack>
    </Container>
  );
}
