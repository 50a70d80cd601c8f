import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type MessageLink = { to: string; label: string };
type MessageTone = 'info' | 'warning' | 'success';

const toneColors: Record<MessageTone, string> = { info: 'balss', warning: 'yellow', success: 'green' };

function ToneIcon({ tone }: { tone: MessageTone }) {
  const path =
    tone === 'success'
      ? 'M6 12.5 L10.5 17 L18 8'
      : tone === 'warning'
        ? 'M12 6 L12 13 M12 17 L12 17.5'
        : 'M12 11 L12 17 M12 7 L12 7.5';
  return (
    <svg viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

type MessageScreenProps = {
  title: string;
  /** One paragraph per entry. */
  paragraphs: string[];
  links: MessageLink[];
  tone?: MessageTone;
  /** Anything the page offers besides links (a form), under the paragraphs. */
  children?: ReactNode;
};

/** A short full-page message (closed survey, expired link, not found) with a few links onward. */
export function MessageScreen({ title, paragraphs, links, tone = 'info', children }: MessageScreenProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="flex-start" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={toneColors[tone]}>
          <ToneIcon tone={tone} />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="lg" c="gray.8">
            {paragraph}
          </Text>
        ))}
        {children}
        <Group gap="sm" mt="md">
          {links.map((link, index) => (
            <Button key={link.to} component={Link} to={link.to} variant={index === 0 ? 'filled' : 'outline'}>
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
