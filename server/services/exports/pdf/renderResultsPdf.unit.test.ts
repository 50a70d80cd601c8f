import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rankThemes } from '../../../../common/results/themeRanking';
import { sampleReport, sampleScores } from '../../../test/reportFixture';
import { reportWords } from '../reportWords';
import { colorOf } from './DistributionBar';
import { renderResultsPdf } from './renderResultsPdf';

const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);
/** Each page's size in points, as pdfinfo prints it ("595.28 x 841.89" for A4). */
const pageSizes = (pdf: Buffer) =>
  [
    ...execFileSync('pdfinfo', ['-f', '1', '-l', String(pageCount(pdf)), '-'], { input: pdf })
      .toString()
      .matchAll(/Page\s+\d+ size:\s+([\d.]+ x [\d.]+)/g),
  ].map((match) => match[1]);
const a4 = '595.28 x 841.89';

/** A report with a chosen benchmark: the themes' scores and benchmark scores as a board would read them. */
function benchmarked(language: 'en' | 'lv' | 'ru', withComparison = false) {
  const data = sampleReport(language, withComparison);
  const [first] = data.summary.pillars;
  data.summary.pillars = [
    { ...first, id: 'safety', name: { en: 'Safety', lv: 'Drošība', ru: 'Безопасность' }, score: 61.25 },
    {
      ...first,
      id: 'belonging',
      name: { en: 'Belonging', lv: 'Piederība', ru: 'Принадлежность' },
      score: 72.5,
    },
    { ...first, id: 'teachers', name: { en: 'Teachers', lv: 'Skolotāji', ru: 'Учителя' }, score: 44 },
  ].map((pillar, index) => ({
    ...pillar,
    benchmark: { score: [58.4, 70.1, 49.6][index], favourable: null },
  }));
  data.summary.benchmarks = {
    list: [
      {
        id: 7,
        name: { en: 'All schools', lv: 'Visas skolas', ru: 'Все школы' },
        scope: 'overall',
        schoolCount: 12,
        respondentCount: 900,
      },
    ],
    selected: 7,
  };
  data.themes = rankThemes(data.summary, sampleScores(data.summary).againstOthers);
  return data;
}

/** Set PDF_PREVIEW_DIR to also get PNG pages (pdftoppm) to look at the letters. */
const previewDir = process.env.PDF_PREVIEW_DIR;
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const pdfText = (pdf: Buffer, pages: string[] = []) =>
  execFileSync('pdftotext', [...pages, '-', '-'], { input: pdf })
    .toString()
    .replace(/[ \n]+/g, ' ');

describe('renderResultsPdf', () => {
  for (const language of ['en', 'lv', 'ru'] as const) {
    it(`renders a PDF in ${language}`, async () => {
      const pdf = await renderResultsPdf(sampleReport(language, true));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5000);
      if (previewDir) {
        mkdirSync(previewDir, { recursive: true });
        writeFileSync(`${previewDir}/report-${language}.pdf`, pdf);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '60',
          `${previewDir}/report-${language}.pdf`,
          `${previewDir}/${language}`,
        ]);
      }
    }, 30000);
  }

  it('prints no question figures when the whole selection is hidden', async () => {
    const data = sampleReport('en');
    data.summary.info.hidden = 'too_few_respondents';
    const pdf = await renderResultsPdf(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 30000);

  it.skipIf(!hasPdftotext)(
    'names the filter values on the cover and writes numbers as the web does in each language',
    async () => {
      const en = pdfText(await renderResultsPdf(sampleReport('en', true)));
      expect(en).toContain('Class: 7.a, 7.b; Grade: 8; Kurā klasē tu mācies?');
      expect(en).toMatch(/80%/);
      expect(en).not.toMatch(/\d %/);
      expect(en).toContain('66.0');
      const lv = pdfText(await renderResultsPdf(sampleReport('lv', true)));
      expect(lv).toContain('Klase: 7.a, 7.b; Klases līmenis: 8;');
      expect(lv).toContain('66,0');
      expect(lv).toMatch(/80%/);
      const ru = pdfText(await renderResultsPdf(sampleReport('ru', true)));
      expect(ru).toContain('Класс: 7.a, 7.b;');
      expect(ru).toMatch(/80\s%/);
    },
    30000,
  );

  it.skipIf(!hasPdftotext)(
    'names scale answers with the words the poll showed and keeps the period figures apart from the view',
    async () => {
      const en = pdfText(await renderResultsPdf(sampleReport('en', true)));
      expect(en).toContain('Strongly agree:');
      expect(en).not.toMatch(/ \d \d+% \(\d+\)/);
      const lv = pdfText(await renderResultsPdf(sampleReport('lv', true)));
      expect(lv).toContain('Pilnībā piekrītu:');
      expect(lv).toContain('Atbildējuši / Gaidīti');
      const ru = pdfText(await renderResultsPdf(sampleReport('ru', true)));
      expect(ru).toContain('Не согласен:');
    },
    30000,
  );

  it.skipIf(!hasPdftotext)(
    'finding 5: prints a small group with its caution, and a share of few answers with its interval',
    async () => {
      const data = sampleReport('en');
      const text = pdfText(await renderResultsPdf(data));
      // "I feel safe at school": 8 of 12 favourable, Wilson 39–86 %.
      expect(text).toContain(
        '8 of 12 answered favourably. With so few answers the share is only known roughly: probably between 39% and 86% (95% interval).',
      );
      expect(text).not.toContain('Only 12 people');
      data.summary.info.survey_info.respondentOriginCount = 7;
      const small = pdfText(await renderResultsPdf(data), ['-f', '1', '-l', '1']);
      expect(small).toContain('Only 7 people answered: the figures can move a lot by chance.');
      const lv = pdfText(await renderResultsPdf({ ...data, language: 'lv' }), ['-f', '1', '-l', '1']);
      expect(lv).toContain('Atbildēja tikai 7 cilvēki');
    },
    30000,
  );

  it('colours answers by favourable after reverse scoring: disagreeing that it is noisy is green', () => {
    const data = sampleReport('en');
    const { questions } = data.summary;
    const kind = questions.find((question) => question.key === 'climate.kind');
    if (!kind) throw new Error('the fixture has the climate matrix');
    expect(kind.distribution.map((entry) => entry.value)).toEqual([1, 2, 3, 4, 5]);
    // The matrix's other item, "it is noisy", is reverse-scored (its own answers are too few to show here).
    const noise = { ...kind, key: 'climate.noise', reverse: true };
    const [red, grey, green] = ['#e03131', '#ced4da', '#2f9e44'];
    // "It is noisy": Strongly disagree (1) is the favourable answer.
    expect(colorOf(noise, 0)).toBe(green);
    expect(colorOf(noise, 2)).toBe(grey);
    expect(colorOf(noise, 4)).toBe(red);
    // "People are kind": Strongly agree (5) is.
    expect(colorOf(kind, 0)).toBe(red);
    expect(colorOf(kind, 4)).toBe(green);
    // The grade a student is in is no better in 12th than in 7th: no green for it.
    const grade = data.summary.questions.find((question) => question.type === 'single');
    if (!grade) throw new Error('the fixture has a single choice');
    expect(grade.distribution.map((_, index) => colorOf(grade, index))).not.toContain(green);
  });

  it.skipIf(!hasPdftotext)(
    'puts the board summary on page 1: response rate, overall score, strengths, areas to work on, the change',
    async () => {
      const data = sampleReport('en', true);
      const belonging = data.summary.pillars[0];
      // 300 of the school's 418 answers in the filtered selection (the figures a board would see together).
      Object.assign(data.summary.info.survey_info, {
        respondentOriginCount: 300,
        num_finished: 418,
        respondentsExpected: 500,
        responseRate: 84,
      });
      data.summary.pillars = [
        { ...belonging, id: 'safety', name: { en: 'Safety' }, score: 84, favourable: 0.86 },
        { ...belonging, id: 'belonging', name: { en: 'Belonging' }, score: 62, favourable: 0.6 },
        { ...belonging, id: 'learning', name: { en: 'Learning' }, score: 60, favourable: 0.57 },
        { ...belonging, id: 'teachers', name: { en: 'Teachers' }, score: 38, favourable: 0.3 },
      ];
      data.themes = rankThemes(data.summary, sampleScores(data.summary).againstOthers);
      const pdf = await renderResultsPdf(data);
      const first = pdfText(pdf, ['-f', '1', '-l', '1']);
      for (const text of [
        'Response rate',
        '84%',
        'Answered / Expected: 418 / 500 (whole period, not only the selection)',
        'Kopējais rādītājs',
        '66.0',
        'Strengths Safety 84.0 +30.7 above the other themes',
        'Areas to work on Teachers',
        '-30.7 below the other themes',
        'Change from Pavasaris 2026',
      ])
        expect(first).toContain(text);
      // A theme in the middle is not singled out on page 1.
      // Every theme follows, best first; a theme in the middle is not singled out above.
      expect(first).toMatch(/Themes, best first Safety .*Belonging .*Learning .*Teachers/);
      // The themes are listed once, on page 1: page 2 no longer repeats them unsorted, it is the first module.
      const second = pdfText(pdf, ['-f', '2', '-l', '2']);
      expect(second).not.toContain('Themes');
      expect(second).toContain(data.content.modules[0].title.en as string);
      expect(pdfText(pdf).match(/Themes, best first/g)).toHaveLength(1);
      if (previewDir) {
        writeFileSync(`${previewDir}/board.pdf`, pdf);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          `${previewDir}/board.pdf`,
          `${previewDir}/board`,
        ]);
      }
    },
    30000,
  );

  it.skipIf(!hasPdftotext)(
    'prints the benchmark value beside each theme bar, best first',
    async () => {
      const first = pdfText(await renderResultsPdf(benchmarked('en')), ['-f', '1', '-l', '1']);
      expect(first).toContain('Benchmark: All schools');
      expect(first).toMatch(/Belonging 72\.5 70\.1 .*Safety 61\.3 58\.4 .*Teachers 44\.0 49\.6/);
      const lv = pdfText(await renderResultsPdf(benchmarked('lv')), ['-f', '1', '-l', '1']);
      expect(lv).toMatch(/Piederība 72,5 70,1/);
      // Without a benchmark there is no benchmark column (not even a dash).
      const plain = pdfText(await renderResultsPdf(sampleReport('en')), ['-f', '1', '-l', '1']);
      expect(plain.trim()).toMatch(/Page 1 \/ \d+ 66\.0$/);
    },
    30000,
  );

  it.skipIf(!hasPdftotext)(
    'adds a benchmark column to the comparison page when one is chosen',
    async () => {
      const data = benchmarked('en', true);
      const comparison = data.comparison;
      if (!comparison) throw new Error('compared');
      comparison.benchmark = { id: 7, name: { en: 'All schools' } };
      comparison.pillars = comparison.pillars.map((pillar) => ({ ...pillar, benchmark: 57.75 }));
      const pdf = await renderResultsPdf(data);
      const last = pageCount(pdf);
      const page = pdfText(pdf, ['-f', String(last), '-l', String(last)]);
      expect(page).toMatch(/Score Before After Benchmark Change/);
      expect(page).toContain('57.8');
      const plain = pdfText(await renderResultsPdf(sampleReport('en', true)));
      expect(plain).not.toMatch(/After Benchmark/);
    },
    30000,
  );

  for (const language of ['en', 'lv', 'ru'] as const)
    it.skipIf(!hasPdftotext)(
      `makes the board variant two pages in ${language}, with the comment or lines`,
      async () => {
        const data = benchmarked(language, true);
        const words = reportWords(language);
        const comment = 'Mēs strādāsim pie skolotāju atbalsta — Мы поработаем над этим.';
        const withComment = await renderResultsPdf(data, { comment });
        // Two A4 pages, as a board pack is printed (pages that do not wrap once grew to their content).
        expect(pageSizes(withComment)).toEqual([a4, a4]);
        const [one, two] = [1, 2].map((page) =>
          pdfText(withComment, ['-f', String(page), '-l', String(page)]),
        );
        expect(one.toLowerCase()).toContain(words.boardTitle.toLowerCase());
        expect(one).toContain(words.themesRanked);
        expect(one).not.toContain(words.principalComment);
        expect(two).toContain(words.atAGlance);
        expect(two).toContain(words.principalComment);
        expect(two).toContain(comment);
        const blank = await renderResultsPdf(data, { comment: '' });
        expect(pageSizes(blank)).toEqual([a4, a4]);
        // Many themes still fit: the variant never grows past two pages.
        const many = benchmarked(language);
        many.summary.pillars = Array.from({ length: 24 }, (_, index) => ({
          ...many.summary.pillars[0],
          id: `t${index}`,
          name: { [language]: `Theme ${index}` },
          score: 40 + index,
        }));
        // A long comment, as a principal writes it: 1,500 characters of words.
        const long = 'Mēs strādāsim pie skolotāju atbalsta, Мы поработаем над этим. '
          .repeat(24)
          .slice(0, 1500);
        const full = await renderResultsPdf(many, { comment: long });
        expect(pageSizes(full)).toEqual([a4, a4]);
        if (previewDir) writeFileSync(`${previewDir}/board-full-${language}.pdf`, full);
        if (previewDir) {
          writeFileSync(`${previewDir}/board-${language}.pdf`, withComment);
          execFileSync('pdftoppm', [
            '-png',
            '-r',
            '60',
            `${previewDir}/board-${language}.pdf`,
            `${previewDir}/board-${language}`,
          ]);
          writeFileSync(`${previewDir}/board-blank-${language}.pdf`, blank);
          execFileSync('pdftoppm', [
            '-png',
            '-r',
            '60',
            '-f',
            '2',
            `${previewDir}/board-blank-${language}.pdf`,
            `${previewDir}/board-blank-${language}`,
          ]);
        }
      },
      60000,
    );
});
