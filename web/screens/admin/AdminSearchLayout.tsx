import { Container, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** A back-office list with a search box; renders its rows for the debounced search text. */
export function AdminSearchLayout({
  title,
  children,
}: {
  title: string;
  children: (search: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{title}</Title>
        <TextInput
          label={t('admin.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {children(search)}
      </Stack>
    </Container>
  );
}
