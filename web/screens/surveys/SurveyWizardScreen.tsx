import { Alert, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { schoolTimeZone } from '../../../common/schoolDates';
import { ApiError, errorText } from '../../api/apiError';
import { sendEvent } from '../../api/usageEvents';
import { notice } from '../../components/notices';
import { PageLoader } from '../../components/PageLoader';
import { parseDateInput } from '../../components/periods/periodDates';
import { SchoolRequiredNotice } from '../../components/SchoolRequiredNotice';
import { useTranslation } from '../../i18n/useTranslation';
import { useClasses } from '../../queries/classes';
import { useGroups } from '../../queries/groups';
import { useCreatePeriod } from '../../queries/periods';
import { useSurveyList } from '../../queries/surveyList';
import { useDocumentTitle } from '../../routing/pageTitle';
import { surveyPaths } from '../../routing/surveyPaths';
import { useSurveyAccess } from './useSurveyAccess';
import { WizardStepContent } from './WizardStepContent';
import {
  buildPeriodBody,
  chooseSurvey,
  initialWizardState,
  stepComplete,
  type WizardPatch,
  type WizardStep,
  wizardSteps,
} from './wizardState';

const event = (action: string, details?: Record<string, unknown>) =>
  sendEvent('Survey builder', action, details);

function serverLines(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length) return error.errors;
  return [errorText(error)];
}

/**
 * /survey/wizard and /survey/wizard/{survey uuid}: run a survey step by step — survey, audience,
 * dates, anonymity, languages, review — then open the new period's page.
 */
export function SurveyWizardScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.survey_wizard.title'));
  const preselect = useParams().id ?? null;
  const navigate = useNavigate();
  const { schoolId, loaded, canManagePeriods } = useSurveyAccess();
  const surveys = useSurveyList('all', !!schoolId);
  const classes = useClasses(schoolId);
  const groups = useGroups(schoolId);
  const create = useCreatePeriod(schoolId ?? 0);
  const [state, setState] = useState(() => initialWizardState());
  const [step, setStep] = useState<WizardStep>('survey');
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const preselected = useRef(false);
  // A step moved to by the wizard's buttons puts the focus on its heading, which is read out (not on
  // the first load, and not when a survey named in the address skips the first step).
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger
  useEffect(() => {
    if (moved) stepHeading.current?.focus();
  }, [step, moved]);

  useEffect(() => event('Opened survey wizard', { survey_uuid: preselect }), [preselect]);

  // A survey named in the address is chosen once the list is there; the wizard then asks for the audience.
  useEffect(() => {
    if (preselected.current || !surveys.data || !preselect) return;
    preselected.current = true;
    const survey = surveys.data.find((item) => item.uuid === preselect);
    if (survey?.latest_version) {
      setState((current) => chooseSurvey(current, survey));
      setStep('audience');
    }
  }, [surveys.data, preselect]);

  const survey = surveys.data?.find((item) => item.uuid === state.surveyUuid);
  const defaultName = useMemo(() => {
    if (!survey) return '';
    const start = parseDateInput(state.startDate) ?? new Date();
    const month = new Intl.DateTimeFormat(i18n.language, {
      month: 'long',
      year: 'numeric',
      timeZone: schoolTimeZone,
    }).format(start);
    return `${localizedText(survey.title, i18n.language)} · ${month}`;
  }, [survey, state.startDate, i18n.language]);
  const current = { ...state, name: state.name ?? defaultName };

  if (!schoolId) return <SchoolRequiredNotice />;
  if (loaded && !canManagePeriods)
    return (
      <Container size="md" py="xl">
        <Alert color="yellow">{t('survey_wizard.not_allowed')}</Alert>
      </Container>
    );
  if (surveys.isPending || classes.isPending) return <PageLoader />;
  if (surveys.isError)
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('survey_wizard.load_failed')}</Alert>
      </Container>
    );

  const index = wizardSteps.indexOf(step);
  const complete = stepComplete(step, current, survey);
  const unpublished =
    (preselect && surveys.data.find((item) => item.uuid === preselect && !item.latest_version)) || null;

  const handleChange = (patch: WizardPatch) => setState((previous) => ({ ...previous, ...patch }));
  const goTo = (next: WizardStep) => {
    event('Survey wizard step', { step: next });
    setMoved(true);
    setStep(next);
  };
  const handleCreate = () => {
    if (!survey) return;
    setErrorLines([]);
    const grades = new Map((classes.data ?? []).map((klass) => [klass.id, klass.grade]));
    create.mutate(buildPeriodBody(current, survey, grades), {
      onSuccess: (period) => {
        event('Finished survey wizard', { period_id: period.id, survey_uuid: survey.uuid });
        notice.info(t('survey_wizard.created', { name: period.name }));
        navigate(surveyPaths.period(period.id));
      },
      onError: (error) => setErrorLines(serverLines(error)),
    });
  };

  return (
    <Container size="md" py="xl">
      <Stack>
        <div>
          <Title order={1}>{t('survey_wizard.title')}</Title>
          <Text c="dimmed">{t('survey_wizard.intro')}</Text>
        </div>
        <Stepper
          active={index}
          size="sm"
          onStepClick={(target) => goTo(wizardSteps[target])}
          allowNextStepsSelect={false}
        >
          {wizardSteps.map((item) => (
            <Stepper.Step key={item} label={t(`survey_wizard.steps.${item}`)} />
          ))}
        </Stepper>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Title order={2} size="h3" ref={stepHeading} tabIndex={-1}>
              {t(`survey_wizard.headings.${step}`)}
            </Title>
            <WizardStepContent
              step={step}
              state={current}
              survey={survey}
              surveys={surveys.data}
              unpublished={unpublished}
              classes={classes.data ?? []}
              groups={groups.data ?? []}
              errorLines={errorLines}
              onChooseSurvey={(chosen) => setState((previous) => chooseSurvey(previous, chosen))}
              onChange={handleChange}
              onGoTo={goTo}
            />
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Button variant="default" disabled={index === 0} onClick={() => goTo(wizardSteps[index - 1])}>
            {t('survey_wizard.back')}
          </Button>
          {step === 'review' ? (
            <Button onClick={handleCreate} loading={create.isPending} disabled={!complete}>
              {t('survey_wizard.create')}
            </Button>
          ) : (
            <Button onClick={() => goTo(wizardSteps[index + 1])} disabled={!complete}>
              {t('survey_wizard.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
