import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { resetUser } from '../../../auth/userStore';
import type { ClassSession } from '../../../queries/dashboards';
import { school, signInSchoolAdmin } from '../../../test/schoolTestKit';
import { ok, renderAt } from '../../../test/screenTestKit';
import { ClassSessionScreen } from './ClassSessionScreen';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const sessionPath = `school/${school.id}/periods/51/classes/11/session`;
const session = (codes: ClassSession['codes']): ClassSession => ({
  period: {
    id: 51,
    name: 'Ziema 2026 · 2026. g. decembris',
    ends_at: '2026-12-20T08:00:00Z',
    languages: ['en'],
  },
  survey_title: { en: 'Student wellbeing' },
  class: { id: 11, name: '7.a' },
  url_token: 'class-7a',
  codes,
  finished: 3,
  expected: 24,
  status: 'open',
});

function renderSession() {
  renderAt(<ClassSessionScreen />, '/school/class-session/:periodId/:classId', '/school/class-session/51/11');
}

describe('the class session', () => {
  it('says when no codes are made yet and makes them there, one per pupil by default, to print', async () => {
    const api = await signInSchoolAdmin(
      {},
      {
        [`GET ${sessionPath}`]: [ok(session({ made: 0, unused: 0 })), ok(session({ made: 24, unused: 24 }))],
        [`POST school/${school.id}/periods/51/classes/11/codes`]: {
          status: 201,
          body: { status: 201, data: { codes: ['ABCDE-FGHJK', 'KMNPQ-RSTUV'] } },
        },
      },
    );
    const user = userEvent.setup();
    renderSession();
    const notice = await screen.findByText(en.dashboards.session.no_codes);
    await user.click(within(notice.closest('[data-no-codes]') as HTMLElement).getByRole('button'));
    const howMany = await screen.findByLabelText(en.survey_periods.codes.count);
    expect(howMany).toHaveValue('24');
    const modal = howMany.closest('form') as HTMLElement;
    await user.click(within(modal).getByRole('button', { name: en.survey_periods.codes.generate }));
    expect(await screen.findAllByText('ABCDE-FGHJK')).not.toHaveLength(0);
    expect(api.callsTo('POST', `school/${school.id}/periods/51/classes/11/codes`)[0].body).toEqual({
      count: 24,
    });
    expect(await screen.findByText('24 codes left to hand out')).toBeInTheDocument();
  });

  it('puts the count and the QR code on the whole screen for the projector, naming the survey, and leaves with Esc', async () => {
    await signInSchoolAdmin({}, { [`GET ${sessionPath}`]: ok(session({ made: 24, unused: 20 })) });
    const user = userEvent.setup();
    renderSession();
    await user.click(await screen.findByRole('button', { name: en.dashboards.session.projector }));
    const projector = screen.getByRole('dialog', { name: '7.a' });
    expect(within(projector).getByText('Student wellbeing')).toBeInTheDocument();
    expect(within(projector).queryByText(/Ziema 2026/)).toBeNull();
    expect(projector.querySelector('[data-session-count]')?.textContent).toBe('3 / 24');
    expect(within(projector).getByText(`With a code: open ${window.location.host}/kods`)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '7.a' })).toBeNull();
  });
});
