import { Alert, Divider, Drawer, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { SurveyAudience } from '../../queries/periods';
import { useBuilder } from './builderContext';
import { builderMeta } from './builderState';
import { LocalizedInput } from './LocalizedInput';
import { PillarsEditor } from './PillarsEditor';
import { type Problem, problemsAt } from './problemTexts';
import { ZonesEditor } from './ZonesEditor';

type SurveySettingsPanelProps = {
  opened: boolean;
  onClose: () => void;
  audience: SurveyAudience;
  problems: Problem[];
};

/** Survey settings: title and intro per language, the audience (fixed), pillars and the length zones. */
export function SurveySettingsPanel({ opened, onClose, audience, problems }: SurveySettingsPanelProps) {
  const { t } = useTranslation();
  const { state, edit } = useBuilder();
  const meta = builderMeta(state);
  const pillarProblems = problemsAt(problems, 'pillars');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('survey_builder.settings.title')}
    >
      <Stack gap="md">
        <LocalizedInput
          label={t('survey_builder.settings.survey_title')}
          text={state.template.title}
          onChange={(title) => edit((content) => ({ ...content, title }))}
          maxLength={300}
          required
        />
        <LocalizedInput
          label={t('survey_builder.settings.intro_text')}
          description={t('survey_builder.settings.intro_hint')}
          text={meta.intro_text}
          onChange={(intro_text) => edit((content) => ({ ...content, intro_text }))}
          maxLength={5000}
          multiline
        />
        <TextInput
          label={t('survey_builder.settings.audience')}
          description={t('survey_builder.settings.audience_hint')}
          value={t(`survey_builder.audiences.${audience}`)}
          readOnly
        />
        <Divider />
        {pillarProblems.length > 0 && <Alert color="red">{pillarProblems.join(' ')}</Alert>}
        <PillarsEditor />
        <Divider />
        <ZonesEditor />
      </Stack>
    </Drawer>
  );
}
