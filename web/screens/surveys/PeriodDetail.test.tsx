import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import lv from '../../../locales/lv.json';
import { resetUser } from '../../auth/userStore';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt } from '../../test/screenTestKit';
import { periodDetail, schoolReplies, wellbeing } from '../../test/surveyTestKit';
import { PeriodsScreen } from './PeriodsScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const periodPath = `school/${school.id}/periods/${periodDetail.id}`;
const periods = en.survey_periods;
const codes = ['ABCDE-FGHJK', 'MNPQR-STUVW', 'XYZ23-45678'];

async function openPeriod(permissions: Record<string, boolean>, replies: Record<string, unknown> = {}) {
  const api = await signInSchoolAdmin(permissions, {
    ...schoolReplies,
    [`GET ${periodPath}`]: ok(periodDetail),
    ...(replies as Record<string, ReturnType<typeof ok>>),
  });
  renderAt(<PeriodsScreen />, '/school/surveys/:poll?', `/school/surveys/${periodDetail.id}`);
  await screen.findByRole('heading', { name: periodDetail.name });
  return { api, user: userEvent.setup() };
}

describe('PeriodDetail', { timeout: 20_000 }, () => {
  it('shows progress, the class link and the public link', async () => {
    await openPeriod({ view_survey_periods: true });
    expect(screen.getAllByText('6 / 24')).toHaveLength(2);
    expect(screen.getByText(periods.status.open)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: periods.detail.public_link })).toHaveValue(
      `${window.location.origin}/p/public-token`,
    );
    expect(screen.getByRole('textbox', { name: 'Class link of 7.a' })).toHaveValue(
      `${window.location.origin}/p/class-token-7a`,
    );
    // Viewers cannot change anything.
    expect(screen.queryByRole('button', { name: periods.close.open })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make codes for 7.a' })).not.toBeInTheDocument();
  });

  it('makes access codes for a class and shows them once, as slips to print', async () => {
    const { api, user } = await openPeriod(
      { manage_survey_periods: true },
      { [`POST ${periodPath}/polls/77/codes`]: { status: 201, body: { status: 201, data: { codes } } } },
    );
    await user.click(screen.getByRole('button', { name: 'Make codes for 7.a' }));
    const ask = await screen.findByRole('dialog', { name: 'Access codes for 7.a' });
    const count = within(ask).getByLabelText(periods.codes.count);
    expect(count).toHaveValue('24');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(ask).getByRole('button', { name: periods.codes.generate }));

    const sheet = await screen.findByRole('dialog', { name: '3 access codes for 7.a' });
    expect(api.callsTo('POST', `${periodPath}/polls/77/codes`)[0].body).toEqual({ count: 3 });
    const slips = within(within(sheet).getByRole('region', { name: periods.sheet.preview }));
    for (const code of codes) expect(slips.getByText(code)).toBeInTheDocument();
    expect(slips.getAllByText(`${window.location.host}/kods`)).toHaveLength(3);
    expect(slips.getAllByText('Class 7.a')).toHaveLength(3);

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(within(sheet).getByRole('button', { name: periods.sheet.print }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(sheet).getByRole('button', { name: periods.sheet.done }));
    await waitFor(() => expect(screen.queryByText(codes[0])).not.toBeInTheDocument());
  });

  it("prints a Latvian-only survey's slips in Latvian from an English screen, as the poll opens (issue 22)", async () => {
    await signInSchoolAdmin(
      { manage_survey_periods: true },
      {
        ...schoolReplies,
        [`GET ${periodPath}`]: ok({ ...periodDetail, languages: ['lv'] }),
        [`POST ${periodPath}/polls/77/codes`]: { status: 201, body: { status: 201, data: { codes } } },
        'GET translations/lv': ok(lv),
      },
    );
    renderAt(<PeriodsScreen />, '/school/surveys/:poll?', `/school/surveys/${periodDetail.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make codes for 7.a' }));
    const ask = await screen.findByRole('dialog', { name: 'Access codes for 7.a' });
    await user.clear(within(ask).getByLabelText(periods.codes.count));
    await user.type(within(ask).getByLabelText(periods.codes.count), '3');
    await user.click(within(ask).getByRole('button', { name: periods.codes.generate }));

    // The sheet around them is the teacher's (English); the slips are the pupils' (Latvian).
    const sheet = await screen.findByRole('dialog', { name: '3 access codes for 7.a' });
    const preview = within(sheet).getByRole('region', { name: periods.sheet.preview });
    const slips = within(preview);
    expect(await slips.findAllByText('7.a klase')).toHaveLength(3);
    expect(slips.getAllByText('Labsajūta')).toHaveLength(3);
    expect(slips.getAllByText(lv.survey_periods.sheet.step_answer)).toHaveLength(3);
    expect(slips.queryByText(periods.sheet.step_answer)).not.toBeInTheDocument();
    expect(preview.querySelector('[lang]')).toHaveAttribute('lang', 'lv');
  });

  it('closes early only after confirmation', async () => {
    const { api, user } = await openPeriod(
      { manage_survey_periods: true },
      { [`POST ${periodPath}/close`]: ok({ ...periodDetail, status: 'closed' }) },
    );
    await user.click(screen.getByRole('button', { name: periods.close.open }));
    let dialog = await screen.findByRole('dialog', { name: periods.close.title });
    expect(dialog).toHaveTextContent('Nobody can answer “Wellbeing · autumn” after you close it.');
    await user.click(within(dialog).getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `${periodPath}/close`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: periods.close.open }));
    dialog = await screen.findByRole('dialog', { name: periods.close.title });
    await user.click(within(dialog).getByRole('button', { name: periods.close.action }));
    await waitFor(() => expect(api.callsTo('POST', `${periodPath}/close`)).toHaveLength(1));
    expect(await screen.findByText('“Wellbeing · autumn” is closed.')).toBeInTheDocument();
  });
});

describe('PeriodsScreen', () => {
  it('lists the periods with status and progress, and the own surveys with the builder link', async () => {
    await signInSchoolAdmin(
      { view_survey_periods: true, view_survey_design: true, manage_survey_periods: true },
      {
        ...schoolReplies,
        [`GET school/${school.id}/periods`]: ok([periodDetail]),
        'GET surveys': ok([{ ...wellbeing, library: false, can: { edit: true } }]),
      },
    );
    renderAt(<PeriodsScreen />, '/school/surveys/:poll?', '/school/surveys');
    const link = await screen.findByRole('link', { name: periodDetail.name });
    expect(link).toHaveAttribute('href', '/school/surveys/42');
    expect(screen.getByText('7.a, public link')).toBeInTheDocument();
    expect(screen.getByText('6 / 24')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wellbeing' })).toHaveAttribute(
      'href',
      `/survey-builder/${wellbeing.uuid}`,
    );
    expect(screen.getByRole('link', { name: 'Run Wellbeing' })).toHaveAttribute(
      'href',
      `/survey/wizard/${wellbeing.uuid}`,
    );
    expect(screen.getByRole('link', { name: periods.run })).toHaveAttribute('href', '/survey/wizard');
  });
});
