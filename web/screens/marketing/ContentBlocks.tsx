import { Box, Card, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SectionItem } from './useSectionItems';

/** Cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function FeatureGrid({ items }: { items: SectionItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {items.map((item) => (
        <Card key={item.id} withBorder padding="lg" radius="md">
          <Box w={32} h={4} bg="balss.6" mb="md" style={{ borderRadius: 2 }} aria-hidden="true" />
          <Title order={3} size="h4" mb="xs">
            {item.title}
          </Title>
          <Text size="sm" c="gray.8">
            {item.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Numbered steps as a real ordered list. */
export function StepList({ steps }: { steps: SectionItem[] }) {
  return (
    <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Group key={step.id} component="li" align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden="true">
            <Text fw={700}>{index + 1}</Text>
          </ThemeIcon>
          <Box>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text c="gray.8" maw={680}>
              {step.text}
            </Text>
          </Box>
        </Group>
      ))}
    </Stack>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width={12} height={12} aria-hidden="true" focusable="false">
      <path
        d="M3 8.5 L6.5 12 L13 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A list with check marks. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={20} radius="xl" color="green.7">
          <CheckIcon />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** A coloured closing panel with a heading, a sentence and actions. */
export function CallToAction({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <Paper
      component="section"
      bg="balss.8"
      c="white"
      p={{ base: 'lg', sm: 40 }}
      radius="lg"
      aria-label={title}
    >
      <Title order={2} c="white" mb="xs">
        {title}
      </Title>
      <Text mb="lg" maw={680}>
        {text}
      </Text>
      <Group gap="sm">{actions}</Group>
    </Paper>
  );
}
