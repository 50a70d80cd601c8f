import { Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import { type ResultsDetail, resultsDetails } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import type { WizardPatch, WizardState } from './wizardState';

type Props = { state: WizardState; onChange: (patch: WizardPatch) => void };

const choices = ['anonymous', 'identified'] as const;

/**
 * Step 4: anonymous or identified, said plainly, as respondents will experience it; and how the
 * released results are cut (by class, by grade or the whole school: docs/ANONYMITY.md).
 */
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
      <Title order={3} size="h4" mt="md">
        {t('survey_wizard.results_detail.heading')}
      </Title>
      <Text>{t('survey_wizard.results_detail.intro')}</Text>
      <Radio.Group
        value={state.resultsDetail}
        onChange={(value) => onChange({ resultsDetail: value as ResultsDetail })}
        aria-label={t('survey_wizard.results_detail.heading')}
      >
        <Stack>
          {resultsDetails.map((detail) => (
            <Radio.Card key={detail} value={detail} radius="md" p="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={4}>
                  <Text fw={600}>{t(`survey_wizard.results_detail.${detail}.title`)}</Text>
                  <Text size="sm">{t(`survey_wizard.results_detail.${detail}.text`)}</Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
