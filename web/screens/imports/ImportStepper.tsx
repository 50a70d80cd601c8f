import { Stepper } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { type WizardSection, wizardSections } from './importPaths';

/** Where the wizard is: upload → columns → preview → import → done. */
export function ImportStepper({ section }: { section: WizardSection }) {
  const { t } = useTranslation();
  const active = wizardSections.indexOf(section);
  return (
    <Stepper
      active={section === 'done' ? wizardSections.length : active}
      size="sm"
      allowNextStepsSelect={false}
    >
      {wizardSections.map((step) => (
        <Stepper.Step key={step} label={t(`imports.steps.${step}`)} allowStepSelect={false} />
      ))}
    </Stepper>
  );
}
