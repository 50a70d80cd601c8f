import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeatMapResult } from '../../../../common/results/types';
import { ok, renderAt, stubApi } from '../../../test/screenTestKit';
import { HeatMap } from './HeatMap';

afterEach(() => vi.unstubAllGlobals());

const heatMap: HeatMapResult = {
  pillars: [
    { id: 'belonging', name: { en: 'Belonging' } },
    { id: 'learning', name: { en: 'Learning' } },
  ],
  schools: [
    {
      id: 11,
      periodId: 111,
      name: 'Riga School 1',
      respondents: 48,
      hidden: null,
      scores: { belonging: 82.46, learning: 35 },
    },
    {
      id: 12,
      periodId: 112,
      name: 'Jurmala School',
      respondents: null,
      hidden: 'too_few_respondents',
      scores: {},
    },
  ],
  total: 2,
  page: 1,
  page_size: 50,
};

/** Page `page` of a map of `total` schools named School 1 … School `total`, 50 to a page. */
function manySchools(total: number, page: number): HeatMapResult {
  const first = (page - 1) * 50 + 1;
  const count = Math.max(0, Math.min(50, total - first + 1));
  return {
    pillars: heatMap.pillars,
    total,
    page,
    page_size: 50,
    schools: Array.from({ length: count }, (_, index) => ({
      id: first + index,
      periodId: 1000 + first + index,
      name: `School ${first + index}`,
      respondents: 30,
      hidden: null,
      scores: { belonging: 70, learning: 60 },
    })),
  };
}

const parent = { type: 'parent_period' as const, id: 100 };

function open(onOpenSchool?: (schoolId: number) => void) {
  const api = stubApi({ 'POST results/v2/heatmap': ok(heatMap) });
  renderAt(
    <HeatMap base="/api/results/v2" identifiers={parent} onOpenSchool={onOpenSchool} />,
    '/v2/organization/results/*',
    '/v2/organization/results/open/parent_period/100',
  );
  return api;
}

describe('HeatMap', () => {
  it('shows every school × pillar score in its coloured cell, with a legend', async () => {
    const api = open();
    const riga = await screen.findByRole('row', { name: /Riga School 1/ });
    expect(api.callsTo('POST', 'results/v2/heatmap')[0].body).toEqual({
      period_identifiers: parent,
      page: 1,
      page_size: 50,
    });
    // Two schools fit on one page: no search, no page numbers.
    expect(screen.queryByRole('textbox', { name: 'Find a school' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of schools' })).toBeNull();
    const cells = within(riga).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['48', '82.5', '35.0']);
    expect(cells[1]).toHaveStyle({ backgroundColor: '#9ecae1' });
    expect(cells[2]).toHaveStyle({ backgroundColor: '#e6865a' });
    const legend = screen.getByRole('list', { name: 'Colour key' });
    expect(within(legend).getByText('Very low (0–40)')).toBeInTheDocument();
    expect(within(legend).getByText('Hidden to keep answers anonymous')).toBeInTheDocument();
  });

  it('greys a hidden school and says why, without scores', async () => {
    open();
    const jurmala = await screen.findByRole('row', { name: /Jurmala School/ });
    expect(
      within(jurmala).getByText('Too few people answered to show this school, to keep answers anonymous.'),
    ).toBeInTheDocument();
    expect(jurmala.textContent).not.toMatch(/\d/);
  });

  it("drills down to the school's own period when its name is chosen", async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Riga School 1' });
    expect(link).toHaveAttribute('href', '/v2/organization/results/open/period/111');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/v2/organization/results/open/period/111');
  });

  it('hands the school to onOpenSchool when the screen wants to open it itself', async () => {
    const onOpenSchool = vi.fn();
    open(onOpenSchool);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Jurmala School' }));
    expect(onOpenSchool).toHaveBeenCalledWith(12);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/v2/organization/results/open/parent_period/100',
    );
  });

  it("reads a share link's heat map from its base, with school names as plain text", async () => {
    const api = stubApi({ 'POST results/shared/tok/heatmap': ok(heatMap) });
    renderAt(
      <HeatMap base="/api/results/shared/tok" identifiers={parent} linkSchools={false} />,
      '/results/shared/:token',
      '/results/shared/tok',
    );
    expect(await screen.findByRole('rowheader', { name: 'Riga School 1' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/shared/tok/heatmap')[0].body).toEqual({
      period_identifiers: parent,
      page: 1,
      page_size: 50,
    });
    expect(api.callsTo('POST', 'results/v2/heatmap')).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a page of 50 schools at a time, turns pages and finds a school by name', async () => {
    const api = stubApi({
      'POST results/v2/heatmap': [
        ok(manySchools(120, 1)),
        ok(manySchools(120, 2)),
        ok({ ...manySchools(1, 1), schools: [{ ...manySchools(1, 1).schools[0], name: 'Ogre Gymnasium' }] }),
        ok({ ...manySchools(0, 1), total: 0 }),
      ],
    });
    renderAt(
      <HeatMap base="/api/results/v2" identifiers={parent} />,
      '/v2/organization/results/*',
      '/v2/organization/results/open/parent_period/100',
    );
    expect(await screen.findByText('School 50')).toBeInTheDocument();
    expect(screen.queryByText('School 51')).toBeNull();
    expect(screen.getByText('Schools 1–50 of 120')).toBeInTheDocument();
    const user = userEvent.setup();
    const pages = screen.getByRole('navigation', { name: 'Pages of schools' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByText('School 51')).toBeInTheDocument();
    expect(screen.getByText('Schools 51–100 of 120')).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/v2/heatmap')[1].body).toEqual({
      period_identifiers: parent,
      page: 2,
      page_size: 50,
    });

    await user.type(screen.getByLabelText('Find a school'), 'Ogre');
    expect(await screen.findByText('Ogre Gymnasium')).toBeInTheDocument();
    expect(screen.getByText('Schools 1–1 of 1')).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/v2/heatmap').at(-1)?.body).toEqual({
      period_identifiers: parent,
      page: 1,
      page_size: 50,
      search: 'Ogre',
    });

    await user.type(screen.getByLabelText('Find a school'), 'x');
    expect(await screen.findByText('No school’s name contains “Ogrex”.')).toBeInTheDocument();
    expect(screen.queryByText('Ogre Gymnasium')).toBeNull();
  });

  it('turns each school into a card on a phone, with its pillars one under another', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    );
    open();
    const riga = await screen.findByRole('listitem', { name: 'Riga School 1' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(riga).getByText('Belonging').nextSibling).toHaveTextContent('82.5');
    expect(within(riga).getByText('Learning').nextSibling).toHaveTextContent('35.0');
    expect(within(riga).getByRole('link', { name: 'Riga School 1' })).toHaveAttribute(
      'href',
      '/v2/organization/results/open/period/111',
    );
    const jurmala = screen.getByRole('listitem', { name: 'Jurmala School' });
    expect(
      within(jurmala).getByText('Too few people answered to show this school, to keep answers anonymous.'),
    ).toBeInTheDocument();
    expect(within(jurmala).queryByText('Belonging')).toBeNull();
  });
});
