import type { SchoolClass } from '../../queries/classes';
import type { SchoolGroup } from '../../queries/groups';
import type { SurveySummary } from '../../queries/surveyList';
import { WizardAudienceStep } from './WizardAudienceStep';
import { WizardDatesStep } from './WizardDatesStep';
import { WizardLanguagesStep } from './WizardLanguagesStep';
import { WizardPrivacyStep } from './WizardPrivacyStep';
import { WizardReviewStep } from './WizardReviewStep';
import { WizardSurveyStep } from './WizardSurveyStep';
import type { WizardPatch, WizardState, WizardStep } from './wizardState';

type Props = {
  step: WizardStep;
  state: WizardState;
  survey: SurveySummary | undefined;
  surveys: SurveySummary[];
  unpublished: SurveySummary | null;
  classes: SchoolClass[];
  groups: SchoolGroup[];
  errorLines: string[];
  onChooseSurvey: (survey: SurveySummary) => void;
  onChange: (patch: WizardPatch) => void;
  onGoTo: (step: WizardStep) => void;
};

/** The wizard's current step; every step after the first needs the chosen survey. */
export function WizardStepContent({ step, state, survey, onChange, ...rest }: Props) {
  if (step === 'survey' || !survey)
    return (
      <WizardSurveyStep
        surveys={rest.surveys}
        selectedUuid={state.surveyUuid}
        unpublished={rest.unpublished}
        onChoose={rest.onChooseSurvey}
      />
    );
  switch (step) {
    case 'audience':
      return (
        <WizardAudienceStep
          survey={survey}
          state={state}
          classes={rest.classes}
          groups={rest.groups}
          onChange={onChange}
        />
      );
    case 'dates':
      return <WizardDatesStep state={state} onChange={onChange} />;
    case 'privacy':
      return <WizardPrivacyStep state={state} onChange={onChange} />;
    case 'languages':
      return (
        <WizardLanguagesStep
          published={survey.latest_version?.languages ?? []}
          state={state}
          onChange={onChange}
        />
      );
    case 'review':
      return (
        <WizardReviewStep
          survey={survey}
          state={state}
          classes={rest.classes}
          groups={rest.groups}
          errorLines={rest.errorLines}
          onChange={onChange}
          onGoTo={rest.onGoTo}
        />
      );
  }
}
