import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { AccessCodeSlips } from './AccessCodeSlips';

afterEach(() => vi.unstubAllGlobals());

describe('access-code slips of a period in a language added for surveys', () => {
  it('speak that language where it is translated and English elsewhere', async () => {
    // Ukrainian is a survey language only: its dictionary translates one step of the slip.
    const api = stubApi({
      'GET translations/uk': ok({ survey_periods: { sheet: { step_code: 'Введи свій код:' } } }),
      'GET translations/en': ok(en),
    });
    renderAt(
      <AccessCodeSlips
        codes={['ABCDE-FGHJK']}
        className="7.a"
        surveyTitle={{ uk: 'Самопочуття' }}
        languages={['uk']}
        link="http://localhost:3000/p/abc"
      />,
      '/school/periods/1',
    );
    expect(await screen.findByText('Введи свій код:')).toBeInTheDocument();
    expect(screen.getByText('Самопочуття')).toBeInTheDocument();
    expect(screen.getByText(en.survey_periods.sheet.step_answer)).toBeInTheDocument();
    expect(screen.getByText('Class 7.a')).toBeInTheDocument();
    expect(screen.getByText('ABCDE-FGHJK').closest('[lang]')).toHaveAttribute('lang', 'uk');
    expect(api.callsTo('GET', 'translations/uk')).toHaveLength(1);
  });

  it("print the class link's QR code on every slip, with its quiet zone inside the image", async () => {
    stubApi({ 'GET translations/en': ok(en) });
    const { container } = renderAt(
      <AccessCodeSlips
        codes={['ABCDE-FGHJK', 'KMNPQ-RSTUV']}
        className="7.a"
        surveyTitle={{ en: 'Wellbeing' }}
        languages={['en']}
        link="http://localhost:3000/p/abc"
      />,
      '/school/periods/1',
    );
    await vi.waitFor(() => expect(container.querySelectorAll('[data-slip-qr]')).toHaveLength(2));
    for (const slip of container.querySelectorAll('[data-slip]'))
      expect(slip.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getAllByText(en.survey_periods.sheet.scan)).toHaveLength(2);
  });
});
