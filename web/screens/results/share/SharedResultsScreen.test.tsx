import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../../test/screenTestKit';
import type { DashboardSource } from '../resultsSource';
import { SharedResultsScreen } from './SharedResultsScreen';

vi.mock('../ResultsDashboardScreen', () => ({
  ResultsDashboardScreen: ({ source }: { source: DashboardSource }) => (
    <output data-testid="source">{JSON.stringify(source)}</output>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

describe('SharedResultsScreen', () => {
  it('shows the shared period read through the link', async () => {
    stubApi({ 'GET results/shared/tok3n': ok({ period_identifiers: { type: 'period', id: 12 } }) });
    renderAt(<SharedResultsScreen />, '/results/shared/:token', '/results/shared/tok3n');
    const source = JSON.parse((await screen.findByTestId('source')).textContent ?? '');
    expect(source).toEqual({
      mode: 'shared',
      base: '/api/results/shared/tok3n',
      identifiers: { type: 'period', id: 12 },
      compareIdentifiers: null,
      dashboardPath: '/results/shared/tok3n',
      shareToken: 'tok3n',
    });
  });

  it('explains a revoked or unknown link', async () => {
    stubApi({ 'GET results/shared/gone': failure(404, 'not_found', 'Share link not found') });
    renderAt(<SharedResultsScreen />, '/results/shared/:token', '/results/shared/gone');
    expect(await screen.findByText(en.results.share.unavailable)).toBeInTheDocument();
  });
});
