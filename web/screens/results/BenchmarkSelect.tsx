import { Select, Text } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import type { ResultsSummary } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';

type Props = {
  benchmarks: ResultsSummary['benchmarks'];
  /** The benchmarkId parameter: shown at once, before the summary computed against it arrives. */
  chosen: number | null;
  onChange: (benchmarkId: number | null) => void;
  /** Without freemium_results_benchmark only the overall benchmark is offered; say so. */
  showFreemiumHint: boolean;
};

/** Which benchmark the scores are set against; the choice is kept in the benchmarkId parameter. */
export function BenchmarkSelect({ benchmarks, chosen, onChange, showFreemiumHint }: Props) {
  const { t, i18n } = useTranslation();
  if (!benchmarks.list.length)
    return (
      <Text size="sm" c="dimmed" maw={260}>
        {t('results.benchmark.none_available')}
      </Text>
    );
  const shown = benchmarks.list.some((benchmark) => benchmark.id === chosen) ? chosen : benchmarks.selected;
  const data = [
    { value: 'none', label: t('results.benchmark.none') },
    ...benchmarks.list.map((benchmark) => ({
      value: String(benchmark.id),
      label: t('results.benchmark.option', {
        name: localizedText(benchmark.name, i18n.language),
        count: benchmark.schoolCount,
      }),
    })),
  ];
  return (
    <div>
      <Select
        label={t('results.benchmark.label')}
        data={data}
        value={shown === null ? 'none' : String(shown)}
        onChange={(value) => onChange(value && value !== 'none' ? Number(value) : null)}
        w={280}
        description={t('results.benchmark.help')}
        inputWrapperOrder={['label', 'input', 'description']}
      />
      {showFreemiumHint && (
        <Text size="xs" c="dimmed" maw={280} mt={4}>
          {t('results.benchmark.freemium_hint')}
        </Text>
      )}
    </div>
  );
}
