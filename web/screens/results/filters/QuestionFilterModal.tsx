import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ResultsFilter } from '../../../../common/results/types';
import { errorText } from '../../../api/apiError';
import { Dialog } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/useTranslation';
import { createQuestionFilter, type FilterableQuestion, updateQuestionFilter } from './filterQueries';
import type { PendingFilterChange } from './useFilterCreationPolling';

type Props = {
  periodId: number;
  questions: FilterableQuestion[];
  /** The question filter being edited; null to create one. */
  editing: ResultsFilter | null;
  onClose: () => void;
  onSaved: (change: PendingFilterChange) => void;
};

type Draft = { questionId: string | null; name: string; values: Record<string, string> };

function initialDraft(editing: ResultsFilter | null): Draft {
  if (!editing) return { questionId: null, name: '', values: {} };
  const values = Object.fromEntries(
    (editing.mapping?.question_options ?? []).map((entry) => [entry.id, entry.value]),
  );
  return { questionId: editing.question_id, name: editing.name, values };
}

/** Builds a filter from a question, or edits one: its name and which answers fall under which value. */
export function QuestionFilterModal({ periodId, questions, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => initialDraft(editing));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const question = questions.find((candidate) => candidate.id === draft.questionId);

  function handleQuestionChange(questionId: string | null) {
    const chosen = questions.find((candidate) => candidate.id === questionId);
    setDraft((current) => ({
      questionId,
      name: current.name || chosen?.text || '',
      values: Object.fromEntries((chosen?.choices ?? []).map((choice) => [choice.id, choice.label])),
    }));
  }

  const mapping = () => ({
    question_options: (question?.choices ?? [])
      .map((choice) => ({ id: choice.id, value: (draft.values[choice.id] ?? '').trim() }))
      .filter((entry) => entry.value !== ''),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft.questionId) return;
    setSaving(true);
    setFailure(null);
    try {
      const name = draft.name.trim();
      if (editing) {
        const { legacy } = await updateQuestionFilter(periodId, Number(editing.id), {
          name,
          mapping: mapping(),
        });
        onSaved({ kind: 'update', id: Number(editing.id), legacy });
      } else {
        const made = await createQuestionFilter(periodId, {
          question_id: draft.questionId,
          name,
          mapping: mapping(),
        });
        onSaved({ kind: 'create', id: made.id, name: made.name });
      }
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t(editing ? 'results.filters.edit_title' : 'results.filters.add_title')}
      size="lg"
    >
      <form onSubmit={handleSubmit}>
        <Stack>
          {failure && <Alert color="red">{failure}</Alert>}
          <Select
            label={t('results.filters.question')}
            data={questions.map((entry) => ({ value: entry.id, label: entry.text || entry.id }))}
            value={draft.questionId}
            onChange={handleQuestionChange}
            disabled={editing !== null}
            required
            searchable
          />
          <TextInput
            label={t('results.filters.name')}
            value={draft.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setDraft((current) => ({ ...current, name }));
            }}
            required
            maxLength={100}
          />
          {question && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('results.filters.regroup')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('results.filters.regroup_help')}
              </Text>
              {question.choices.map((choice) => (
                <TextInput
                  key={choice.id}
                  label={t('results.filters.answer_value', { answer: choice.label })}
                  value={draft.values[choice.id] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setDraft((current) => ({
                      ...current,
                      values: { ...current.values, [choice.id]: value },
                    }));
                  }}
                  maxLength={100}
                />
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!question || !draft.name.trim()}>
              {t('results.filters.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
