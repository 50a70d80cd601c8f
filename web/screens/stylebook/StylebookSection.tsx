import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StylebookSectionProps = { id: string; title: string; intro: string; children: ReactNode };

/** One titled part of the style book; `id` is the anchor used by the table of contents. */
export function StylebookSection({ id, title, intro, children }: StylebookSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 80 }}>
      <Title order={2} id={`${id}-title`} mb="xs">
        {title}
      </Title>
      <Text c="gray.8" maw={760} mb="lg">
        {intro}
      </Text>
      {children}
    </Box>
  );
}

/** A small caption above a demo group inside a section. */
export function DemoLabel({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
      {children}
    </Text>
  );
}
