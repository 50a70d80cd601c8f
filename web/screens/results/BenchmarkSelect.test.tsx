import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { renderScreen } from '../../test/renderScreen';
import { BenchmarkSelect } from './BenchmarkSelect';

describe('BenchmarkSelect', () => {
  it('finding 7: says beside the choice what a benchmark is', () => {
    const list = [
      {
        id: 3,
        name: { en: 'Other schools 2025/26' },
        scope: 'overall' as const,
        schoolCount: 4,
        respondentCount: 80,
      },
    ];
    renderScreen(
      <BenchmarkSelect
        benchmarks={{ list, selected: 3 }}
        chosen={3}
        onChange={() => {}}
        showFreemiumHint={false}
      />,
    );
    expect(screen.getByText(en.results.benchmark.help)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Benchmark' })).toHaveValue(
      'Other schools 2025/26 (4 schools)',
    );
  });
});
