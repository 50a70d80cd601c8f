import { Accordion, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { TermsVersion } from '../../queries/termsEditor';

/** The published versions, newest first, each with its texts as readers saw them. */
export function TermsVersionsList({ versions }: { versions: TermsVersion[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('platform_admin.terms.history')}
      </Title>
      <Accordion variant="separated">
        {versions.map((version) => (
          <Accordion.Item key={version.version} value={String(version.version)}>
            <Accordion.Control>
              {t('platform_admin.terms.version_line', {
                version: version.version,
                date: formatDate(version.published_at, i18n.language),
                languages: version.texts.map((text) => text.language).join(', '),
              })}
            </Accordion.Control>
            <Accordion.Panel>
              <Stack>
                {version.texts.map((text) => (
                  <Stack key={text.language} gap={4}>
                    <Text fw={600}>
                      {text.language} · {text.title}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {text.body}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
