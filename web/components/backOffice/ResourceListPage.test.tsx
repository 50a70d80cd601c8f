import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { api } from '../../api/client';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { ResourceListPage } from './ResourceListPage';
import type { ResourceColumn } from './ResourceTable';

afterEach(() => vi.unstubAllGlobals());

type Term = { id: number; name: string; weeks: number };
const texts = en.resource_pages;
const columns: ResourceColumn<Term>[] = [
  { key: 'name', header: 'Name', cell: (term) => term.name, linked: true },
  { key: 'weeks', header: 'Weeks', cell: (term) => term.weeks, align: 'right' },
];

function useTerms(search: string) {
  return useQuery({
    queryKey: ['terms', search],
    queryFn: async () => (await api.get<Term[]>(`terms?search=${encodeURIComponent(search)}`)).data,
    retry: false,
  });
}

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function TermsScreen() {
  return (
    <>
      <ResourceListPage
        title="Terms"
        create={{ label: 'New term', to: '/admin/terms/new' }}
        useRows={useTerms}
        columns={columns}
        rowKey={(term) => term.id}
        rowLink={(term) => `/admin/terms/${term.id}`}
      />
      <SearchProbe />
    </>
  );
}

describe('ResourceListPage', () => {
  it('shows the declared columns, each row linking to its detail, and a New action', async () => {
    stubApi({ 'GET terms': ok([{ id: 4, name: 'Autumn', weeks: 9 }]) });
    renderAt(<TermsScreen />, '/admin/terms');
    const table = await screen.findByRole('table', { name: 'Terms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Weeks']);
    expect(within(table).getByRole('link', { name: 'Autumn' })).toHaveAttribute('href', '/admin/terms/4');
    expect(within(table).getByRole('cell', { name: '9' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New term' })).toHaveAttribute('href', '/admin/terms/new');
  });

  it('keeps the search in the address and asks the API for it', async () => {
    const api = stubApi({
      'GET terms': [ok([{ id: 4, name: 'Autumn', weeks: 9 }]), ok([{ id: 5, name: 'Spring', weeks: 12 }])],
    });
    renderAt(<TermsScreen />, '/admin/terms');
    await screen.findByRole('link', { name: 'Autumn' });
    await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), 'spr');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?search=spr'));
    expect(await screen.findByRole('link', { name: 'Spring' })).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('terms?search=spr'),
    );
  });

  it('starts from the search the address carries', async () => {
    const api = stubApi({ 'GET terms': ok([]) });
    renderAt(<TermsScreen />, '/admin/terms', '/admin/terms?search=winter');
    expect(screen.getByRole('searchbox', { name: texts.search })).toHaveValue('winter');
    expect(await screen.findByText(texts.nothing_found.replace('{{search}}', 'winter'))).toBeInTheDocument();
    expect(String(api.fetchMock.mock.calls[0][0])).toContain('terms?search=winter');
  });

  it('offers to make the first one when the list is empty', async () => {
    stubApi({ 'GET terms': ok([]) });
    renderAt(<TermsScreen />, '/admin/terms');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New term' })).toHaveLength(2);
  });

  it('says when the list cannot be loaded, with the server message and a retry', async () => {
    const api = stubApi({
      'GET terms': [
        failure(500, 'internal_error', 'Database unavailable'),
        ok([{ id: 4, name: 'Autumn', weeks: 9 }]),
      ],
    });
    renderAt(<TermsScreen />, '/admin/terms');
    expect(await screen.findByText(texts.load_failed)).toBeInTheDocument();
    expect(screen.getByText(/Database unavailable/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('link', { name: 'Autumn' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'terms')).toHaveLength(2);
  });
});
