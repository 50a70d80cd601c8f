import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/renderScreen';
import { type ResponsiveColumn, ResponsiveTable } from './ResponsiveTable';

type School = { id: number; name: string; share: string };
const rows: School[] = [
  { id: 1, name: 'North school', share: '80 %' },
  { id: 2, name: 'South school', share: '45 %' },
];
const columns: ResponsiveColumn<School>[] = [
  { key: 'name', header: 'School', title: true, cell: (row) => row.name },
  { key: 'share', header: 'Answered', cell: (row) => row.share },
  { key: 'open', header: '', cell: (row) => <button type="button">Open {row.name}</button> },
];

/** The width the media query sees: a phone matches the "below sm" query, a laptop does not. */
function screenIs(phone: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...original(query), matches: phone }));
}

afterEach(() => vi.restoreAllMocks());

describe('ResponsiveTable', () => {
  it('is a table with a row header per row from tablet width up', () => {
    screenIs(false);
    renderScreen(
      <ResponsiveTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        minWidth={400}
        caption="Schools"
      />,
    );
    const table = screen.getByRole('table', { name: 'Schools' });
    expect(within(table).getByRole('rowheader', { name: 'North school' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['School', 'Answered', '']);
  });

  it('is one card per row on a phone, each value under its column name, and no table', () => {
    screenIs(true);
    renderScreen(
      <ResponsiveTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        minWidth={400}
        caption="Schools"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const south = cards[1];
    expect(within(south).getByText('South school')).toBeInTheDocument();
    expect(within(south).getByRole('term')).toHaveTextContent('Answered');
    expect(within(south).getByRole('definition')).toHaveTextContent('45 %');
    expect(within(south).getByRole('button', { name: 'Open South school' })).toBeInTheDocument();
  });
});
