import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { allQuestions, type Condition, type Rule } from '../../../common/survey/content';
import { sendEvent } from '../../api/usageEvents';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilder } from './builderContext';
import { setCondition } from './contentEdits';
import { RuleRow } from './RuleRow';
import { defaultRuleFor, earlierQuestions } from './ruleChoices';

type SkipLogicEditorProps = {
  /** The question or module the condition belongs to. */
  targetId: string;
  condition: Condition | undefined;
};

const rulesOf = (condition: Condition | undefined): Rule[] =>
  condition ? ('all' in condition ? condition.all : condition.any) : [];

/**
 * "Show only if": rules over earlier questions, all or any of them. Only earlier questions can be
 * chosen; a rule that names a later or deleted one (after a move) is marked until it is fixed.
 */
export function SkipLogicEditor({ targetId, condition }: SkipLogicEditorProps) {
  const { t } = useTranslation();
  const { state, canEdit, edit } = useBuilder();
  const earlier = earlierQuestions(state.template, targetId);
  const everyQuestion = allQuestions(state.template);
  const rules = rulesOf(condition);
  const mode = condition && 'any' in condition ? 'any' : 'all';

  const save = (next: Rule[], nextMode: 'all' | 'any' = mode) =>
    edit((content) =>
      setCondition(
        content,
        targetId,
        next.length ? (nextMode === 'all' ? { all: next } : { any: next }) : undefined,
      ),
    );

  const handleAdd = () => {
    const last = earlier[earlier.length - 1];
    if (!last) return;
    save([...rules, defaultRuleFor(last)]);
    sendEvent('Survey builder', 'Skip rule added', { target: targetId });
  };

  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Stack gap="xs" role="group" aria-label={t('survey_builder.skip.title')}>
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('survey_builder.skip.title')}
          </Text>
          {rules.length > 1 && (
            <SegmentedControl
              size="xs"
              aria-label={t('survey_builder.skip.mode')}
              value={mode}
              onChange={(value) => save(rules, value as 'all' | 'any')}
              disabled={!canEdit}
              data={[
                { value: 'all', label: t('survey_builder.skip.all') },
                { value: 'any', label: t('survey_builder.skip.any') },
              ]}
            />
          )}
        </Group>
        {!rules.length && (
          <Text size="sm" c="dimmed">
            {t('survey_builder.skip.always')}
          </Text>
        )}
        {rules.map((rule, index) => (
          <RuleRow
            // Rules have no ids; their place is what identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            rule={rule}
            earlier={earlier}
            named={everyQuestion.find((question) => question.id === rule.question) ?? null}
            onChange={(changed) => save(rules.map((r, i) => (i === index ? changed : r)))}
            onRemove={() => save(rules.filter((_, i) => i !== index))}
          />
        ))}
        {canEdit &&
          (earlier.length ? (
            <Button variant="light" size="xs" onClick={handleAdd} w="fit-content">
              {t('survey_builder.skip.add')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('survey_builder.skip.nothing_earlier')}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}
