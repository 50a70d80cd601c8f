import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActiveFilters, ResultsFilter } from '../../../../common/results/types';
import { renderScreen } from '../../../test/renderScreen';
import { ok, type Reply, stubApi } from '../../../test/screenTestKit';
import { FiltersPanel } from './FiltersPanel';

const builtIn = (type: 'class' | 'grade', values: ResultsFilter['values']): ResultsFilter => ({
  id: type,
  name: type,
  type,
  mapping: null,
  values,
  visibility: true,
  question_id: null,
  counts: { legacy: 15, existing: 15, expected: 15 },
  canEdit: false,
  active: true,
  popup: false,
});

const classes = builtIn('class', [
  { value: '11', label: '7.a', count: 7, hidden: null },
  { value: '12', label: '7.c', count: null, hidden: 'too_few_respondents' },
]);
const grades = builtIn('grade', [{ value: '7', label: '7', count: 9, hidden: null }]);
const gradeFilter: ResultsFilter = {
  ...builtIn('grade', [{ value: 'younger', label: 'younger', count: 9, hidden: null }]),
  id: 40,
  name: 'Asked grade',
  type: 'question',
  question_id: 'grade',
  mapping: { question_options: [{ id: 'g7', value: 'younger' }] },
  canEdit: true,
};

const questions = [
  {
    id: 'grade',
    type: 'single',
    text: 'Which grade are you in?',
    choices: [
      { id: 'g7', label: '7' },
      { id: 'g8', label: '8' },
    ],
  },
];

const listReply = (filters: ResultsFilter[], canEdit: boolean): Reply => ({
  status: 200,
  body: {
    status: 200,
    data: filters,
    meta: { can_edit_filters: canEdit, questions: canEdit ? questions : [] },
  },
});

function Harness(props: {
  onChange: (next: ActiveFilters) => void;
  classLabelIsGroups?: boolean;
  periodId?: number;
  base?: string;
  readOnly?: boolean;
}) {
  const [value, setValue] = useState<ActiveFilters>({ grade: [7] });
  return (
    <FiltersPanel
      base={props.base ?? '/api/results/v2'}
      readOnly={props.readOnly}
      identifiers={{ type: 'period', id: 12 }}
      periodId={props.periodId ?? 12}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
      classLabelIsGroups={props.classLabelIsGroups ?? false}
    />
  );
}

describe('FiltersPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each filter with its counts; a value too small to show is disabled with the reason', async () => {
    const api = stubApi({ 'POST results/v2/filters': listReply([classes, grades], false) });
    const onChange = vi.fn();
    renderScreen(<Harness onChange={onChange} classLabelIsGroups />);

    const groupsSelect = await screen.findByRole('textbox', { name: 'Groups' });
    expect(api.callsTo('POST', 'results/v2/filters')[0].body).toEqual({
      period_identifiers: { type: 'period', id: 12 },
    });
    expect(screen.queryByRole('button', { name: 'Add filter from a question' })).toBeNull();

    await userEvent.click(groupsSelect);
    const small = await screen.findByRole('option', {
      name: /7\.c — too few respondents to show/,
      hidden: true,
    });
    expect(small).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: '7.a (7)', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ grade: [7], class: [11] });
  });

  it("reads a share link's filters from its base and offers no editing there, even if the server would", async () => {
    const base = '/api/results/shared/abc123';
    const api = stubApi({ 'POST results/shared/abc123/filters': listReply([classes, grades], true) });
    renderScreen(<Harness onChange={vi.fn()} base={base} readOnly />);
    expect(await screen.findByRole('textbox', { name: 'Classes' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/shared/abc123/filters')).toHaveLength(1);
    expect(api.callsTo('POST', 'results/v2/filters')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add filter from a question' })).toBeNull();
    expect(screen.queryByText('Filters from questions')).toBeNull();
  });

  it('builds a filter from a question, waits for it to appear, then says so and resets the filters', async () => {
    const api = stubApi({
      'POST results/v2/filters': [
        listReply([classes], true),
        listReply([classes], true),
        listReply([classes, gradeFilter], true),
      ],
      'POST results/12/filters': {
        status: 202,
        body: { status: 202, data: { id: 40, name: 'Asked grade' } },
      },
    });
    const onChange = vi.fn();
    renderScreen(<Harness onChange={onChange} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add filter from a question' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Question' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Which grade are you in?', hidden: true }),
    );
    const name = within(dialog).getByRole('textbox', { name: 'Filter name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Asked grade');
    const seven = within(dialog).getByRole('textbox', { name: 'Answer “7” counts as' });
    await userEvent.clear(seven);
    await userEvent.type(seven, 'younger');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Answer “8” counts as' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', 'results/12/filters')).toHaveLength(1));
    expect(api.callsTo('POST', 'results/12/filters')[0].body).toEqual({
      question_id: 'grade',
      name: 'Asked grade',
      mapping: { question_options: [{ id: 'g7', value: 'younger' }] },
    });
    await screen.findByText('Filter created');
    expect(api.callsTo('POST', 'results/v2/filters')).toHaveLength(3);
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(await screen.findByRole('textbox', { name: 'Asked grade' })).toBeInTheDocument();
  });

  it('lets an editor hide a question filter', async () => {
    const api = stubApi({
      'POST results/v2/filters': listReply([classes, gradeFilter], true),
      'PUT results/12/filters/visibility': ok([]),
    });
    renderScreen(<Harness onChange={vi.fn()} />);
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Show Asked grade to readers of the results' }),
    );
    await waitFor(() => expect(api.callsTo('PUT', 'results/12/filters/visibility')).toHaveLength(1));
    expect(api.callsTo('PUT', 'results/12/filters/visibility')[0].body).toEqual({
      filters: [{ id: 40, visibility: false }],
    });
  });
});
