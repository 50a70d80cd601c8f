import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import type { Answers, AnswerValue } from '../../../common/survey/answerTypes';
import { conditionHolds } from '../../../common/survey/skipLogic';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilder } from './builderContext';
import { currentModule } from './builderState';
import { findQuestion } from './contentEdits';
import { placeNumbers } from './placeNames';
import { QuestionPreview } from './QuestionPreview';

/** The preview column's id: the header's Show preview button controls it below lg. */
export const builderPreviewId = 'survey-builder-preview';

/**
 * The live preview: the selected question, or the whole module with its skip logic applied to the
 * answers given in the preview, in the language being edited.
 */
export function PreviewPanel() {
  const { t } = useTranslation();
  const { state } = useBuilder();
  const { language } = state;
  const [mode, setMode] = useState<'question' | 'module'>('module');
  const [answers, setAnswers] = useState<Answers>({});
  const module = currentModule(state);
  const selected = state.question ? findQuestion(state.template, state.question)?.question : undefined;
  const handleAnswer = useCallback(
    (id: string, value: AnswerValue) => setAnswers((before) => ({ ...before, [id]: value })),
    [],
  );

  const moduleView = () => {
    if (!module) return <Text c="dimmed">{t('survey_builder.preview.nothing')}</Text>;
    const shown = conditionHolds(module.showIf, answers);
    return (
      <Stack gap="md" lang={language}>
        <Title order={3} size="h4">
          {module.title[language]?.trim() || t('survey_builder.preview.no_text')}
        </Title>
        {module.intro[language]?.trim() && <Text size="sm">{module.intro[language]}</Text>}
        {!shown && (
          <Alert color="yellow" variant="light">
            {t('survey_builder.preview.module_skipped')}
          </Alert>
        )}
        {module.questions.map((question) =>
          conditionHolds(question.showIf, answers) ? (
            <QuestionPreview
              key={question.id}
              question={question}
              language={language}
              value={answers[question.id]}
              onAnswer={handleAnswer}
            />
          ) : (
            <Text key={question.id} size="xs" c="dimmed" fs="italic">
              {t('survey_builder.preview.hidden', {
                id: t('survey_builder.question.name', {
                  id: placeNumbers(state.template).questions.get(question.id),
                }),
              })}
            </Text>
          ),
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" component="aside" aria-label={t('survey_builder.preview.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={700}>{t('survey_builder.preview.title')}</Text>
            <Badge variant="light">{language.toUpperCase()}</Badge>
          </Group>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => setMode(value as 'question' | 'module')}
            data={[
              { value: 'module', label: t('survey_builder.preview.module') },
              { value: 'question', label: t('survey_builder.preview.question') },
            ]}
          />
        </Group>
        <Divider />
        {mode === 'question' ? (
          selected ? (
            <QuestionPreview
              question={selected}
              language={language}
              value={answers[selected.id]}
              onAnswer={handleAnswer}
            />
          ) : (
            <Text c="dimmed">{t('survey_builder.preview.pick_question')}</Text>
          )
        ) : (
          moduleView()
        )}
        {Object.keys(answers).length > 0 && (
          <Button variant="subtle" size="xs" w="fit-content" onClick={() => setAnswers({})}>
            {t('survey_builder.preview.reset')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
