import { Alert, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiError';
import { redeemCode } from './pollChannels';

/** A class link asks for the code on the student's slip of paper. */
export function AccessCodeForm({ title, onPass }: { title: string; onPass: (pass: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onPass((await redeemCode(code)).pass);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('poll.code.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container size="xs" py={60}>
      <Card withBorder padding="xl">
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text>{t('poll.code.intro')}</Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label={t('poll.code.label')}
              placeholder="ABCDE-FGHJK"
              autoComplete="off"
              autoCapitalize="characters"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              required
            />
            <Button type="submit" loading={busy} disabled={code.trim().length < 4}>
              {t('poll.code.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
