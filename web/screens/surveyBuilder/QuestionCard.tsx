import { Alert, Badge, Box, Button, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import type { Pillar, Question } from '../../../common/survey/content';
import { confirm } from '../../components/confirm';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilderActions } from './builderContext';
import { removeQuestion, rulesLookingAt, stepQuestion, updateQuestion } from './contentEdits';
import { type DropHandlers, type DropPosition, dragHandleProps } from './dragReorder';
import { focusWhenShown, takeFocusRequest } from './focusAfterRender';
import { LocalizedInput } from './LocalizedInput';
import { MatrixEditor } from './MatrixEditor';
import { MoveButtons } from './MoveButtons';
import { OptionsEditor } from './OptionsEditor';
import { QuestionRangeFields } from './QuestionRangeFields';
import { scoredTypes } from './questionTemplates';
import { SkipLogicEditor } from './SkipLogicEditor';
import classes from './surveyBuilder.module.css';

type QuestionCardProps = {
  question: Question;
  /** Its position in the survey, the name people know it by. */
  number: number;
  canUp: boolean;
  canDown: boolean;
  /** The problems naming this question, one per line (a string, so the card can be memoized). */
  problems: string;
  isSelected: boolean;
  skipOpen: boolean;
  pillars: Pillar[];
  dropHandlers: DropHandlers;
  dropPosition: DropPosition | undefined;
};

/**
 * One question in the centre column: its texts, settings, type-specific parts and skip logic.
 * Memoized: typing in one card leaves the others alone.
 */
export const QuestionCard = memo(function QuestionCard({
  question,
  number,
  canUp,
  canDown,
  problems,
  isSelected,
  skipOpen,
  pillars,
  dropHandlers,
  dropPosition,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const { dispatch, canEdit, edit, language, getState } = useBuilderActions();
  const { id } = question;
  const name = t('survey_builder.question.name', { id: number });
  const ruleCount = question.showIf
    ? ('all' in question.showIf ? question.showIf.all : question.showIf.any).length
    : 0;
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const selector = takeFocusRequest(id);
    const target = selector ? cardRef.current?.querySelector<HTMLElement>(selector) : null;
    if (!target) return;
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  }, [id]);
  const change = (patch: Partial<Question>) => edit((content) => updateQuestion(content, id, patch));

  const handleMove = (delta: -1 | 1) => {
    const state = getState();
    const moved = stepQuestion(state.template, id, delta);
    if (!moved) return;
    if (moved.moduleId !== state.module)
      focusWhenShown(
        id,
        `[aria-label="${t(delta < 0 ? 'survey_builder.move_up' : 'survey_builder.move_down', { name })}"]`,
      );
    edit(() => moved.content, { module: moved.moduleId, question: id });
  };

  const handleDelete = async () => {
    const rules = rulesLookingAt(getState().template, new Set([id]));
    const sure = await confirm({
      message: [
        t('survey_builder.question.delete_confirm', { id: number }),
        rules ? t('survey_builder.rules_removed', { count: rules }) : '',
      ].join(' '),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (sure) edit((content) => removeQuestion(content, id));
  };

  const pillarData = pillars.map((pillar) => ({
    value: pillar.id,
    label:
      pillar.name[language]?.trim() ||
      t('survey_builder.missing.pillar', { id: pillars.indexOf(pillar) + 1 }),
  }));
  const problemLines = problems ? problems.split('\n') : [];

  return (
    <Paper
      component="section"
      ref={cardRef}
      aria-label={name}
      withBorder
      p="md"
      className={`${classes.dropTarget} ${isSelected ? classes.selected : ''}`}
      onFocusCapture={() => !isSelected && dispatch({ type: 'selectQuestion', id })}
      onClick={() => !isSelected && dispatch({ type: 'selectQuestion', id })}
      data-drop-id={id}
      data-drag-item
      data-drop={dropPosition}
      {...dropHandlers}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            {canEdit && (
              <Box
                component="span"
                className={classes.dragHandle}
                title={t('survey_builder.drag')}
                aria-hidden
                {...dragHandleProps('question', id, canEdit)}
              >
                ⠿
              </Box>
            )}
            <Badge variant="outline" color="gray">
              {number}
            </Badge>
            <Badge variant="light">{t(`survey_builder.types.${question.type}`)}</Badge>
            {ruleCount > 0 && (
              <Badge variant="light" color="grape">
                {t('survey_builder.skip.badge', { count: ruleCount })}
              </Badge>
            )}
          </Group>
          {canEdit && (
            <Group gap={4} wrap="nowrap">
              <MoveButtons name={name} canUp={canUp} canDown={canDown} onMove={handleMove} />
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={t('survey_builder.question.delete', { id: number })}
                onClick={handleDelete}
              >
                {t('common.delete')}
              </Button>
            </Group>
          )}
        </Group>
        {problemLines.length > 0 && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {problemLines.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Alert>
        )}
        <LocalizedInput
          label={t('survey_builder.question.text')}
          text={question.text}
          onChange={(text) => change({ text })}
          maxLength={2000}
          multiline
          required
        />
        <LocalizedInput
          label={t('survey_builder.question.help')}
          text={question.help}
          onChange={(help) => change({ help })}
          maxLength={2000}
        />
        <Group gap="lg" align="flex-end">
          <Switch
            label={t('survey_builder.question.required')}
            checked={question.required}
            disabled={!canEdit}
            onChange={(event) => change({ required: event.currentTarget.checked })}
          />
          {scoredTypes.includes(question.type) && (
            <Switch
              label={t('survey_builder.question.reverse')}
              checked={question.reverse}
              disabled={!canEdit}
              onChange={(event) => change({ reverse: event.currentTarget.checked })}
            />
          )}
          <Select
            label={t('survey_builder.question.pillar')}
            placeholder={
              pillarData.length
                ? t('survey_builder.question.no_pillar')
                : t('survey_builder.question.no_pillars')
            }
            data={pillarData}
            value={question.pillar}
            onChange={(pillar) => change({ pillar })}
            clearable
            readOnly={!canEdit}
            w={pillarData.length ? 220 : 380}
            maw="100%"
          />
        </Group>
        {question.type === 'single' && (
          <Select
            label={t('survey_builder.question.good_end')}
            description={t('survey_builder.question.good_end_help')}
            data={(['none', 'first', 'last'] as const).map((value) => ({
              value,
              label: t(`survey_builder.question.good_end_${value}`),
            }))}
            value={question.goodEnd ?? 'none'}
            onChange={(value) =>
              change({ goodEnd: value === 'first' || value === 'last' ? value : undefined })
            }
            allowDeselect={false}
            readOnly={!canEdit}
            w={380}
            maw="100%"
          />
        )}
        {(question.type === 'single' || question.type === 'multiple') && (
          <OptionsEditor
            questionName={name}
            options={question.options ?? []}
            onChange={(options) => change({ options })}
          />
        )}
        {question.type === 'matrix' && (
          <MatrixEditor
            questionName={name}
            scale={question.scale}
            items={question.items ?? []}
            onChange={change}
          />
        )}
        {question.type === 'number' && <QuestionRangeFields question={question} onChange={change} />}
        {(skipOpen || ruleCount > 0) && <SkipLogicEditor targetId={id} condition={question.showIf} />}
        {canEdit && !skipOpen && ruleCount === 0 && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            onClick={() => dispatch({ type: 'skipLogic', id })}
          >
            {t('survey_builder.skip.open')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
});
