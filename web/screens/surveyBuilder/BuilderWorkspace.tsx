import { Alert, Box, Button, Grid, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { SurveyContent } from '../../../common/survey/content';
import { contentProblems } from '../../../common/survey/contentRules';
import { sendEvent } from '../../api/usageEvents';
import { useTranslation } from '../../i18n/useTranslation';
import type { SurveyDetail } from '../../queries/surveys';
import { AddQuestionMenu } from './AddQuestionMenu';
import { BuilderHeader } from './BuilderHeader';
import { type BuilderActions, BuilderActionsContext, BuilderStateContext } from './builderContext';
import {
  builderReducer,
  builderStartLanguage,
  currentModule,
  initialBuilderState,
  isDirty,
  type Selection,
} from './builderState';
import { builderLanguagePanelId, builderLanguageTabId } from './LanguageTabs';
import { LeaveGuardModal } from './LeaveGuardModal';
import { ModuleEditor } from './ModuleEditor';
import { ModuleList } from './ModuleList';
import { builderPreviewId, PreviewPanel } from './PreviewPanel';
import { PublishModal } from './PublishModal';
import { placeNumbers } from './placeNames';
import { problemText } from './problemTexts';
import { SurveySettingsPanel } from './SurveySettingsPanel';
import classes from './surveyBuilder.module.css';
import { useAutosave } from './useAutosave';
import { useLeaveGuard } from './useLeaveGuard';

type BuilderWorkspaceProps = {
  survey: SurveyDetail;
  /** Reads the survey again from the server (after a 409). */
  reload: () => Promise<SurveyDetail | undefined>;
};

/** The builder once the survey has loaded: editing state, autosave, the leave guard and the layout. */
export function BuilderWorkspace({ survey, reload }: BuilderWorkspaceProps) {
  const { t, i18n } = useTranslation();
  const canEdit = survey.can.edit;
  const startLanguage = builderStartLanguage(survey.draft, i18n.language);
  const [state, dispatch] = useReducer(builderReducer, survey, (loaded) =>
    initialBuilderState(loaded.draft, loaded.revision, loaded.updated_at, startLanguage),
  );
  const saveNow = useAutosave(survey.uuid, state, dispatch, canEdit);
  const unsaved = canEdit && (isDirty(state) || state.saving);
  const blocker = useLeaveGuard(unsaved);
  const [panel, setPanel] = useState<'settings' | 'publish' | null>(null);
  const [showPreview, setShowPreview] = useState(false);

  useEffect(() => {
    sendEvent('Survey builder', 'Opened', { survey: survey.uuid, can_edit: survey.can.edit });
  }, [survey.uuid, survey.can.edit]);

  const edit = useCallback(
    (change: (content: SurveyContent) => SurveyContent, select?: Selection) => {
      if (canEdit) dispatch({ type: 'edit', change, select });
    },
    [canEdit],
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const actions = useMemo<BuilderActions>(
    () => ({ dispatch, edit, canEdit, language: state.language, getState: () => stateRef.current }),
    [edit, canEdit, state.language],
  );
  const problems = useMemo(() => {
    const numbers = placeNumbers(state.template);
    return contentProblems(state.template).map((problem) => problemText(problem, numbers, t));
  }, [state.template, t]);
  const module = currentModule(state);

  const handleReload = async () => {
    const fresh = await reload();
    if (fresh)
      dispatch({
        type: 'load',
        draft: fresh.draft,
        revision: fresh.revision,
        savedAt: fresh.updated_at,
        language: state.language,
      });
  };

  return (
    <BuilderActionsContext.Provider value={actions}>
      <BuilderStateContext.Provider value={state}>
        <Stack gap="md" p="md">
          <BuilderHeader
            survey={survey}
            problems={problems}
            onSettings={() => setPanel('settings')}
            onPublish={() => setPanel('publish')}
            onRetry={() => void saveNow()}
            showPreview={showPreview}
            onTogglePreview={() => setShowPreview((shown) => !shown)}
          />
          {state.warning?.kind === 'conflict' && (
            <Alert color="red" title={t('survey_builder.conflict.title')} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('survey_builder.conflict.text')}</Text>
                <Button color="red" onClick={handleReload}>
                  {t('survey_builder.conflict.reload')}
                </Button>
              </Stack>
            </Alert>
          )}
          {!canEdit && <Alert color="blue">{t('survey_builder.read_only')}</Alert>}
          <Grid
            gutter="md"
            id={builderLanguagePanelId}
            role="tabpanel"
            aria-labelledby={builderLanguageTabId(state.language)}
          >
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }} order={{ base: 2, lg: 1 }}>
              <ModuleList />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8, lg: 6 }} order={{ base: 3, lg: 2 }}>
              {module ? (
                <ModuleEditor module={module} problems={problems} />
              ) : (
                <Stack gap="sm" align="flex-start">
                  <Text c="dimmed">{t('survey_builder.modules.start')}</Text>
                  {canEdit && <AddQuestionMenu moduleId={null} />}
                </Stack>
              )}
            </Grid.Col>
            {/* Below lg the preview is behind the header's toggle and opens first, above the editor,
                so a phone reaches it at once instead of after the whole survey. */}
            <Grid.Col
              id={builderPreviewId}
              span={{ base: 12, lg: 3 }}
              order={{ base: 1, lg: 3 }}
              display={{ base: showPreview ? 'block' : 'none', lg: 'block' }}
            >
              <Box className={classes.previewColumn}>
                <PreviewPanel />
              </Box>
            </Grid.Col>
          </Grid>
        </Stack>
        <SurveySettingsPanel
          opened={panel === 'settings'}
          onClose={() => setPanel(null)}
          audience={survey.audience}
          problems={problems}
        />
        <PublishModal
          uuid={survey.uuid}
          opened={panel === 'publish'}
          onClose={() => setPanel(null)}
          versions={survey.versions}
          saveNow={saveNow}
        />
        <LeaveGuardModal blocker={blocker} saveNow={saveNow} />
      </BuilderStateContext.Provider>
    </BuilderActionsContext.Provider>
  );
}
