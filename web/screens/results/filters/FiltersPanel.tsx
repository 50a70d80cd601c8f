import { Alert, Button, Divider, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type JSX, useState } from 'react';
import type { ActiveFilters, PeriodIdentifiers, ResultsFilter } from '../../../../common/results/types';
import { errorText } from '../../../api/apiError';
import { confirm } from '../../../components/confirm';
import { notice } from '../../../components/notices';
import { useTranslation } from '../../../i18n/useTranslation';
import { chosenValues, withChoice } from './activeFilterValues';
import { FilterSelect } from './FilterSelect';
import {
  deleteQuestionFilter,
  fetchFilterList,
  filterKeys,
  setFilterVisibility,
  useFilterList,
} from './filterQueries';
import { QuestionFilterModal } from './QuestionFilterModal';
import { QuestionFilterTools } from './QuestionFilterTools';
import { useFilterCreationPolling } from './useFilterCreationPolling';

type Props = {
  /** The results base the list is read from: /api/results/v2, /api/results/demo or a share link's. */
  base: string;
  identifiers: PeriodIdentifiers;
  periodId: number | null;
  value: ActiveFilters;
  onChange: (next: ActiveFilters) => void;
  classLabelIsGroups: boolean;
  /** Demo and share-link viewers choose filters but never build or hide them, whatever the server says. */
  readOnly?: boolean;
};

/** The modal's state: closed, adding a filter, or editing one. */
type Editing = { filter: ResultsFilter | null } | null;

/** Spec §3 filters of a results page; editors also build filters from questions and choose which are shown. */
export function FiltersPanel({
  base,
  identifiers,
  periodId,
  value,
  onChange,
  classLabelIsGroups,
  readOnly = false,
}: Props): JSX.Element {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useFilterList(base, identifiers);
  const [editing, setEditing] = useState<Editing>(null);
  const key = filterKeys.list(base, identifiers);

  async function reload() {
    const fresh = await fetchFilterList(base, identifiers);
    queryClient.setQueryData(key, fresh);
    return fresh.filters;
  }

  const polling = useFilterCreationPolling({
    reload,
    onApplied: (change) => {
      notice.info(t(change.kind === 'create' ? 'results.filters.created' : 'results.filters.updated'));
      onChange({});
    },
    onGiveUp: () => notice.warn(t('results.filters.slow')),
  });

  if (list.isPending) return <Loader size="sm" aria-label={t('results.filters.loading')} />;
  if (list.isError) return <Alert color="red">{errorText(list.error)}</Alert>;

  const { filters, canEdit, questions } = list.data;
  const mayEdit = !readOnly && canEdit && periodId !== null;
  const questionFilters = filters.filter((filter) => filter.type === 'question');

  const labelOf = (filter: ResultsFilter) => {
    if (filter.type === 'question') return filter.name;
    if (filter.type === 'class' && classLabelIsGroups) return t('results.filters.types.class_groups');
    return t(`results.filters.types.${filter.type}`);
  };

  async function handleDelete(filter: ResultsFilter) {
    if (periodId === null) return;
    const sure = await confirm({
      message: t('results.filters.delete_confirm', { name: filter.name }),
      danger: true,
    });
    if (!sure) return;
    try {
      await deleteQuestionFilter(periodId, Number(filter.id));
      onChange(withChoice(value, filter, []));
      await queryClient.invalidateQueries({ queryKey: key });
      notice.info(t('results.filters.deleted'));
    } catch (error) {
      notice.error(errorText(error));
    }
  }

  async function handleVisibility(filter: ResultsFilter, visibility: boolean) {
    if (periodId === null) return;
    try {
      await setFilterVisibility(periodId, Number(filter.id), visibility);
      if (!visibility) onChange(withChoice(value, filter, []));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notice.error(errorText(error));
    }
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        {filters
          .filter((filter) => filter.active && filter.values.length > 0)
          .map((filter) => (
            <FilterSelect
              key={filter.id}
              filter={filter}
              label={labelOf(filter)}
              value={chosenValues(value, filter)}
              onChange={(values) => onChange(withChoice(value, filter, values))}
            />
          ))}
      </SimpleGrid>
      {polling.pending && (
        <Text size="sm" c="dimmed">
          {t('results.filters.building')}
        </Text>
      )}
      {mayEdit && (
        <>
          <Divider label={t('results.filters.question_filters')} labelPosition="left" />
          {questionFilters.map((filter) => (
            <QuestionFilterTools
              key={filter.id}
              filter={filter}
              onEdit={() => setEditing({ filter })}
              onDelete={() => void handleDelete(filter)}
              onVisibilityChange={(visibility) => void handleVisibility(filter, visibility)}
            />
          ))}
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setEditing({ filter: null })}
            disabled={questions.length === 0}
          >
            {t('results.filters.add')}
          </Button>
        </>
      )}
      {mayEdit && editing && (
        <QuestionFilterModal
          periodId={periodId}
          questions={questions}
          editing={editing.filter}
          onClose={() => setEditing(null)}
          onSaved={polling.start}
        />
      )}
    </Stack>
  );
}
