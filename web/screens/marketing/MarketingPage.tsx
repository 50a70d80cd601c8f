import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeroIllustration } from './HeroIllustration';

export type MarketingSectionContent = {
  /** Unique on the page; used for the heading id. */
  id: string;
  title: string;
  intro?: ReactNode;
  content?: ReactNode;
};

type MarketingPageProps = {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  sections: MarketingSectionContent[];
  /** Content after the sections, usually a call to action. */
  closing?: ReactNode;
};

/** The shared layout of the public pages: a hero (title, lead, actions) followed by titled sections. */
export function MarketingPage({ eyebrow, title, lead, actions, sections, closing }: MarketingPageProps) {
  return (
    <>
      <Box component="section" bg="balss.0" py={{ base: 40, sm: 64 }} aria-labelledby="page-title">
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            <Stack gap="md" style={{ gridColumn: 'span 2' }}>
              {eyebrow && (
                <Text tt="uppercase" fw={700} size="sm" c="balss.8">
                  {eyebrow}
                </Text>
              )}
              <Title order={1} id="page-title" textWrap="balance">
                {title}
              </Title>
              <Text size="lg" maw={720}>
                {lead}
              </Text>
              {actions && (
                <Group gap="sm" mt="sm">
                  {actions}
                </Group>
              )}
            </Stack>
            <Box visibleFrom="md" maw={260} mx="auto">
              <HeroIllustration />
            </Box>
          </SimpleGrid>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Stack gap={56}>
          {sections.map((section) => (
            <MarketingSection key={section.id} {...section} />
          ))}
          {closing}
        </Stack>
      </Container>
    </>
  );
}

export function MarketingSection({ id, title, intro, content }: MarketingSectionContent) {
  const headingId = `section-${id}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        {title}
      </Title>
      {typeof intro === 'string' ? (
        <Text maw={760} mb="lg">
          {intro}
        </Text>
      ) : (
        intro
      )}
      {content}
    </Box>
  );
}
