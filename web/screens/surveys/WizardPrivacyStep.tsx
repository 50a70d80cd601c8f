import { Group, List, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { WizardPatch, WizardState } from './wizardState';

type Props = { state: WizardState; onChange: (patch: WizardPatch) => void };

const choices = ['anonymous', 'identified'] as const;

/** Step 4: anonymous or identified, said plainly, as respondents will experience it. */
export function WizardPrivacyStep({ state, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text>{t('survey_wizard.privacy.intro')}</Text>
      <Radio.Group
        value={state.anonymous ? 'anonymous' : 'identified'}
        onChange={(value) => onChange({ anonymous: value === 'anonymous' })}
      >
        <Stack>
          {choices.map((choice) => (
            <Radio.Card key={choice} value={choice} radius="md" p="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={4}>
                  <Text fw={600}>{t(`survey_wizard.privacy.${choice}.title`)}</Text>
                  <List size="sm" spacing={2}>
                    <List.Item>{t(`survey_wizard.privacy.${choice}.point_1`)}</List.Item>
                    <List.Item>{t(`survey_wizard.privacy.${choice}.point_2`)}</List.Item>
                    <List.Item>{t(`survey_wizard.privacy.${choice}.point_3`)}</List.Item>
                  </List>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
