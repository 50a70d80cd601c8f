import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ResultsSummary } from '../../../../common/results/types';
import { sampleSummary } from '../../../test/reportFixture';
import type { ReportFilter } from '../reportFilters';
import { hiddenReasonText } from '../reportWords';
import { writeSummarySheet } from './summarySheet';

async function summaryRows(
  summary: ResultsSummary,
  language: 'en' | 'lv' = 'en',
  filters: ReportFilter[] = [],
) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  writeSummarySheet(writer, summary, language, filters);
  await writer.commit();
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Summary');
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The summary with the overall benchmark chosen: each theme and scored question gets a benchmark point. */
function withBenchmark(): ResultsSummary {
  const summary = sampleSummary();
  const point = (score: number | null) => ({ score, favourable: 0.5 });
  return {
    ...summary,
    pillars: summary.pillars.map((pillar) => ({ ...pillar, benchmark: point(61.5) })),
    questions: summary.questions.map((question) => ({
      ...question,
      benchmark: question.score === null ? null : point(70),
    })),
    benchmarks: {
      list: [
        {
          id: 7,
          name: { en: 'All schools 2025/26', lv: 'Visas skolas 2025/26', ru: 'Все школы 2025/26' },
          scope: 'overall',
          schoolCount: 12,
          respondentCount: 2400,
        },
      ],
      selected: 7,
    },
  };
}

describe('Excel summary sheet', () => {
  it('puts the chosen benchmark’s score and favourable share beside the selection’s', async () => {
    const rows = await summaryRows(withBenchmark());
    expect(rows).toContainEqual(['Benchmark', 'All schools 2025/26']);
    const header = rows.findIndex((row) => row[0] === 'Themes');
    expect(rows[header]).toEqual([
      'Themes',
      'Score',
      'Favourable',
      'Benchmark: Score',
      'Benchmark: Favourable',
    ]);
    const summary = sampleSummary();
    const pillar = summary.pillars[0];
    expect(rows[header + 1]).toEqual([
      pillar.name.en,
      pillar.score,
      Math.round((pillar.favourable ?? 0) * 1000) / 1000,
      61.5,
      0.5,
    ]);
    const safe = summary.questions.find((question) => question.questionId === 'safe');
    const safeRow = rows.find((row) => row[0] === safe?.text.en && row.length === 5);
    expect(safeRow?.slice(1)).toEqual([
      safe?.score,
      Math.round((safe?.favourable ?? 0) * 1000) / 1000,
      70,
      0.5,
    ]);
    // A hidden item has no row in the table, neither its score nor its benchmark.
    const hidden = summary.questions.find((question) => question.hidden);
    expect(rows.some((row) => row.length > 1 && String(row[0]).endsWith(hidden?.text.en ?? '?'))).toBe(false);
  });

  it('has no benchmark columns when none is chosen, and names the benchmark in the reader’s language', async () => {
    const plain = await summaryRows(sampleSummary());
    expect(plain.find((row) => row[0] === 'Themes')).toEqual(['Themes', 'Score', 'Favourable']);
    expect(plain.some((row) => row[0] === 'Benchmark')).toBe(false);
    const latvian = await summaryRows(withBenchmark(), 'lv');
    expect(latvian.some((row) => row[1] === 'Visas skolas 2025/26')).toBe(true);
  });
});

describe('Excel labels (issue 35, finding 8)', () => {
  it('says why a hidden selection has no respondents, never "−1"', async () => {
    const hidden = sampleSummary();
    hidden.info.hidden = 'differencing';
    hidden.info.survey_info.respondentOriginCount = -1;
    const rows = await summaryRows(hidden);
    expect(rows.find((row) => row[0] === 'Respondents')).toEqual([
      'Respondents',
      hiddenReasonText('en', 'differencing'),
    ]);
    expect(rows.flat()).not.toContain(-1);
  });

  it('names the filters and says the response rate beside a filtered count is the whole period’s', async () => {
    const filters: ReportFilter[] = [{ kind: 'class', name: null, values: ['7.a'] }];
    const rows = await summaryRows(sampleSummary(), 'en', filters);
    expect(rows).toContainEqual(['Filters applied', 'Class: 7.a']);
    expect(rows).toContainEqual(['Respondents', 12]);
    expect(rows).toContainEqual(['Answered / Expected (whole period)', 12, 15]);
    expect(rows).toContainEqual(['Response rate (whole period, not only the selection)', 80]);
    const unfiltered = await summaryRows(sampleSummary());
    expect(unfiltered).toContainEqual(['Filters applied', 'All respondents']);
    expect(unfiltered).toContainEqual(['Response rate', 80]);
  });

  it('gives each favourable share its 95% interval, as the screen and the PDF weigh it', async () => {
    const rows = await summaryRows(sampleSummary());
    // "I feel safe at school": 8 of 12 favourable, Wilson 0.391–0.862.
    expect(rows).toContainEqual(['Favourable, 95% interval (low, high)', 0.391, 0.862]);
  });
});

describe('Excel answer rows', () => {
  it('names scale answers by the words the poll showed, in the report language', async () => {
    const summary = sampleSummary();
    const scaled = summary.questions.find((question) => question.type === 'agreement' && !question.hidden);
    if (!scaled) throw new Error('the fixture has a visible agreement question');
    const rows = await summaryRows(summary, 'lv');
    const heading = rows.findIndex((row) => row.length === 1 && row[0] === scaled.text.lv);
    expect(rows.slice(heading + 2, heading + 7).map((row) => row[0])).toEqual([
      'Pilnībā nepiekrītu',
      'Nepiekrītu',
      'Ne piekrītu, ne nepiekrītu',
      'Piekrītu',
      'Pilnībā piekrītu',
    ]);
  });
});
