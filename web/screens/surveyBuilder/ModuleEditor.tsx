import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Module } from '../../../common/survey/content';
import { anyText } from '../../../common/survey/localizedText';
import { confirm } from '../../components/confirm';
import { useTranslation } from '../../i18n/useTranslation';
import { AddQuestionMenu } from './AddQuestionMenu';
import { useBuilder } from './builderContext';
import { placeQuestion, removeModule, rulesLookingAt, updateModule } from './contentEdits';
import { type Drop, useDropTargets } from './dragReorder';
import { LocalizedInput } from './LocalizedInput';
import { type Problem, problemsAt } from './problemTexts';
import { QuestionCard } from './QuestionCard';
import { SkipLogicEditor } from './SkipLogicEditor';

type ModuleEditorProps = { module: Module; problems: Problem[] };

/** The centre column: the selected module's title, intro and condition, then its questions. */
export function ModuleEditor({ module, problems }: ModuleEditorProps) {
  const { t } = useTranslation();
  const { state, dispatch, canEdit, edit } = useBuilder();
  const { modules } = state.template;
  const moduleIndex = modules.findIndex((m) => m.id === module.id);
  const isLastModule = moduleIndex === modules.length - 1;
  const skipOpen = state.skipLogic === module.id;
  const moduleProblems = problemsAt(problems, module.id);
  const questionsBefore = modules.slice(0, moduleIndex).reduce((sum, m) => sum + m.questions.length, 0);

  const handleDrop = ({ id, targetId, position }: Drop) =>
    edit(
      (content) => {
        const target = content.modules.find((m) => m.questions.some((q) => q.id === targetId));
        if (!target) return content;
        const order = target.questions.filter((q) => q.id !== id).map((q) => q.id);
        const index = order.indexOf(targetId) + (position === 'after' ? 1 : 0);
        return placeQuestion(content, id, target.id, index);
      },
      { question: id },
    );
  const { handlers, positionOf } = useDropTargets(['question'], handleDrop, canEdit);

  const handleDelete = async () => {
    const rules = rulesLookingAt(state.template, new Set(module.questions.map((q) => q.id)));
    const sure = await confirm({
      message: [
        t('survey_builder.module.delete_confirm', {
          id: t('survey_builder.modules.name', { number: moduleIndex + 1 }),
          count: module.questions.length,
        }),
        rules ? t('survey_builder.rules_removed', { count: rules }) : '',
      ].join(' '),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (sure) edit((content) => removeModule(content, module.id));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h3">
          {t('survey_builder.module.heading', {
            number: moduleIndex + 1,
            title: anyText(module.title, state.language) || t('survey_builder.modules.untitled'),
          })}
        </Title>
        {canEdit && (
          <Button variant="subtle" color="red" size="compact-sm" onClick={handleDelete}>
            {t('survey_builder.module.delete')}
          </Button>
        )}
      </Group>
      {moduleProblems.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {moduleProblems.map((problem) => (
            <Text key={problem} size="sm">
              {problem}
            </Text>
          ))}
        </Alert>
      )}
      <LocalizedInput
        label={t('survey_builder.module.title')}
        text={module.title}
        onChange={(title) => edit((content) => updateModule(content, module.id, { title }))}
        maxLength={300}
        required
      />
      <LocalizedInput
        label={t('survey_builder.module.intro')}
        text={module.intro}
        onChange={(intro) => edit((content) => updateModule(content, module.id, { intro }))}
        maxLength={5000}
        multiline
      />
      {(skipOpen || module.showIf) && <SkipLogicEditor targetId={module.id} condition={module.showIf} />}
      {canEdit && !skipOpen && !module.showIf && moduleIndex > 0 && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          onClick={() => dispatch({ type: 'skipLogic', id: module.id })}
        >
          {t('survey_builder.skip.open_module')}
        </Button>
      )}
      {module.questions.length === 0 && <Text c="dimmed">{t('survey_builder.module.empty')}</Text>}
      {module.questions.map((question, index) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={questionsBefore + index + 1}
          canUp={moduleIndex > 0 || index > 0}
          canDown={!isLastModule || index < module.questions.length - 1}
          problems={problemsAt(problems, question.id).join('\n')}
          isSelected={state.question === question.id}
          skipOpen={state.skipLogic === question.id}
          pillars={state.template.pillars}
          dropHandlers={handlers}
          dropPosition={positionOf(question.id)}
        />
      ))}
      {canEdit && <AddQuestionMenu moduleId={module.id} />}
    </Stack>
  );
}
