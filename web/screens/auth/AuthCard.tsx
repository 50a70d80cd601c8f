import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  /** A short text under the title, outside the card. */
  intro?: string;
  children: ReactNode;
};

/** The narrow centred card shared by the sign-in, password, e-mail, profile and invitation screens. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Container size={420} py={60}>
      <Stack gap="xs" mb="lg">
        <Title order={1} ta="center">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" ta="center">
            {intro}
          </Text>
        )}
      </Stack>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
