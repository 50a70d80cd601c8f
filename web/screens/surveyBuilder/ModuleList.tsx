import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Module } from '../../../common/survey/content';
import { anyText } from '../../../common/survey/localizedText';
import { sendEvent } from '../../api/usageEvents';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilder } from './builderContext';
import { openModuleCount } from './builderState';
import { addModule, moveModule, nextModuleId, placeQuestion } from './contentEdits';
import { type Drop, dragHandleProps, useDropTargets } from './dragReorder';
import { MoveButtons } from './MoveButtons';
import { placeNumbers } from './placeNames';
import classes from './surveyBuilder.module.css';

/** The left column: modules in order, each with its question count, expandable to its questions. */
export function ModuleList() {
  const { t } = useTranslation();
  const { state, canEdit, edit } = useBuilder();
  const { modules } = state.template;

  const handleDrop = ({ kind, id, targetId, position }: Drop) => {
    if (kind === 'question') {
      const target = modules.find((m) => m.id === targetId);
      if (target)
        edit((content) => placeQuestion(content, id, targetId, target.questions.length), {
          module: targetId,
          question: id,
        });
      return;
    }
    edit((content) => {
      const order = content.modules.filter((m) => m.id !== id).map((m) => m.id);
      return moveModule(content, id, order.indexOf(targetId) + (position === 'after' ? 1 : 0));
    });
  };
  const { targetProps } = useDropTargets(['module', 'question'], handleDrop, canEdit);

  const handleAdd = () => {
    const id = nextModuleId(state.template);
    edit((content) => addModule(content, id), { module: id, question: null });
    sendEvent('Survey builder', 'Module added');
  };

  return (
    <Paper withBorder p="sm" component="nav" aria-label={t('survey_builder.modules.title')}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>{t('survey_builder.modules.title')}</Text>
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('survey_builder.modules.open_count', { count: openModuleCount(state), total: modules.length })}
          </Text>
        </Group>
        {modules.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('survey_builder.modules.empty')}
          </Text>
        )}
        {modules.map((module, index) => (
          <ModuleRow
            key={module.id}
            module={module}
            index={index}
            isLast={index === modules.length - 1}
            dropProps={targetProps(module.id)}
          />
        ))}
        {canEdit && (
          <Button variant="light" onClick={handleAdd} disabled={modules.length >= 50}>
            {t('survey_builder.modules.add')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

type ModuleRowProps = { module: Module; index: number; isLast: boolean; dropProps: Record<string, unknown> };

function ModuleRow({ module, index, isLast, dropProps }: ModuleRowProps) {
  const { t } = useTranslation();
  const { state, dispatch, canEdit, edit } = useBuilder();
  const title = anyText(module.title, state.language) || t('survey_builder.modules.untitled');
  const name = t('survey_builder.modules.name', { number: index + 1 });
  const isOpen = state.expanded.includes(module.id);
  const isActive = state.module === module.id;
  const collapseId = `module-questions-${module.id}`;
  const numbers = placeNumbers(state.template);

  return (
    <Box
      className={`${classes.dropTarget} ${classes.moduleRow}`}
      data-active={isActive || undefined}
      p={4}
      {...dropProps}
    >
      <Group gap={4} wrap="nowrap">
        {canEdit && (
          <Box
            component="span"
            className={classes.dragHandle}
            title={t('survey_builder.drag')}
            aria-hidden
            {...dragHandleProps('module', module.id, canEdit)}
          >
            ⠿
          </Box>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={collapseId}
          aria-label={t(isOpen ? 'survey_builder.modules.collapse' : 'survey_builder.modules.expand', {
            name,
          })}
          onClick={() => dispatch({ type: 'toggleModule', id: module.id })}
        >
          <span aria-hidden>{isOpen ? '▾' : '▸'}</span>
        </ActionIcon>
        <UnstyledButton
          className={classes.outlineEntry}
          style={{ flex: 1, minWidth: 0 }}
          aria-current={isActive ? 'true' : undefined}
          onClick={() => dispatch({ type: 'selectModule', id: module.id })}
        >
          <Text size="sm" fw={isActive ? 700 : 500} truncate>
            {index + 1}. {title}
          </Text>
        </UnstyledButton>
        <Badge
          size="sm"
          variant="light"
          color="gray"
          aria-label={t('survey_builder.modules.question_count', { count: module.questions.length })}
        >
          {module.questions.length}
        </Badge>
        {canEdit && (
          <MoveButtons
            name={name}
            canUp={index > 0}
            canDown={!isLast}
            onMove={(delta) => edit((content) => moveModule(content, module.id, index + delta))}
          />
        )}
      </Group>
      <Collapse in={isOpen} id={collapseId}>
        <Stack gap={0} pl={36} py={4}>
          {module.questions.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('survey_builder.module.empty')}
            </Text>
          )}
          {module.questions.map((question) => (
            <UnstyledButton
              key={question.id}
              className={classes.outlineEntry}
              onClick={() => dispatch({ type: 'selectQuestion', id: question.id })}
              aria-current={state.question === question.id ? 'true' : undefined}
            >
              <Text size="xs" truncate c={state.question === question.id ? 'balss.8' : undefined}>
                {numbers.questions.get(question.id)}.{' '}
                {question.text[state.language]?.trim() || t(`survey_builder.types.${question.type}`)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
