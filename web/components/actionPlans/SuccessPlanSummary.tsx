import { Anchor, List, Stack, Text } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import type { Localized } from '../../../common/survey/content';
import { useTranslation } from '../../i18n/useTranslation';

export type SuccessPlanTexts = {
  why: Localized;
  steps: Localized;
  time_needed: Localized;
  sources: { title: string; url: string | null }[];
};

/** A success-plan library entry as a school reads it: why it works, the steps, the time it takes, the sources. */
export function SuccessPlanSummary({ entry }: { entry: SuccessPlanTexts }) {
  const { t, i18n } = useTranslation();
  const text = (value: Localized) => localizedText(value, i18n.language);
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={600}>
          {t('successPlans.admin.why')}
        </Text>
        <Text size="sm">{text(entry.why)}</Text>
      </div>
      <div>
        <Text size="sm" fw={600}>
          {t('successPlans.admin.steps')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text(entry.steps)}
        </Text>
      </div>
      <div>
        <Text size="sm" fw={600}>
          {t('successPlans.admin.time_needed')}
        </Text>
        <Text size="sm">{text(entry.time_needed)}</Text>
      </div>
      {entry.sources.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {t('successPlans.admin.sources')}
          </Text>
          <List size="xs" spacing={2}>
            {entry.sources.map((source) => (
              <List.Item key={`${source.title}|${source.url ?? ''}`}>
                {source.url ? (
                  <Anchor href={source.url} target="_blank" rel="noreferrer" size="xs">
                    {source.title}
                  </Anchor>
                ) : (
                  source.title
                )}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
