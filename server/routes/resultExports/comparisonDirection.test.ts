import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ComparisonResult } from '../../../common/results/types';
import { bearer } from '../../test/factories';
import { buildStatisticsWorld } from '../../test/statisticsWorld';
import { useWorld } from '../../test/useWorld';

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString()
    .replace(/[ \n]+/g, ' ');

describe('the statistics world in PDF exports', () => {
  const setup = useWorld(buildStatisticsWorld);

  const identifiers = (id: number) => ({ type: 'period', id });

  /** The PDF report of one period compared with another, as its text. */
  async function comparisonPdf(periodId: number, comparedId: number): Promise<string> {
    const started = await setup.world.post(
      '/api/results/v2/exports',
      {
        kind: 'pdf',
        request: { period_identifiers: identifiers(periodId) },
        compare_identifiers: identifiers(comparedId),
      },
      setup.world.admin,
    );
    expect(started.statusCode).toBe(201);
    const file = await setup.ctx.app.inject({
      method: 'GET',
      url: `/api/results/v2/exports/${started.json().data.id}/file`,
      headers: bearer(setup.world.admin),
    });
    expect(file.statusCode).toBe(200);
    return pdfText(file.rawPayload);
  }

  describe('the PDF comparison reads the same way round as the screen', () => {
    it.skipIf(!hasPdftotext)(
      'finding 1: opened on the earlier period and compared with the later one, before is still the earlier',
      async () => {
        const screen = (
          await setup.world.post(
            '/api/results/v2/compare',
            {
              period_identifiers: identifiers(setup.world.spring.id),
              compare_identifiers: identifiers(setup.world.autumn.id),
            },
            setup.world.admin,
          )
        ).json().data as ComparisonResult;
        const learning = screen.pillars.find((pillar) => pillar.id === 'learning');
        expect(learning?.delta).toBeGreaterThan(0);
        const row = `Learning ${learning?.before?.toFixed(1)} ${learning?.after?.toFixed(1)} +${learning?.delta?.toFixed(1)} Likely a real change`;

        for (const [opened, compared] of [
          [setup.world.spring.id, setup.world.autumn.id],
          [setup.world.autumn.id, setup.world.spring.id],
        ]) {
          const text = await comparisonPdf(opened, compared);
          expect(text).toMatch(/Before: Spring \(Respondents: 12\) After: Autumn \(Respondents: 12\)/);
          expect(text).toContain(row);
          expect(text).toContain('Change from Spring to Autumn');
        }
      },
      90_000,
    );
  });
});
