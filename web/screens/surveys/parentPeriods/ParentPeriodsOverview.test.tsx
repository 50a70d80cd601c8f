import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { loadUser, resetUser } from '../../../auth/userStore';
import type { CurrentSchool } from '../../../auth/userTypes';
import type { ParentPeriod } from '../../../queries/parentPeriods';
import { failure, ok, renderAt, signedInUser, stubApi } from '../../../test/screenTestKit';
import { periodDetail } from '../../../test/surveyTestKit';
import { PeriodsScreen } from '../PeriodsScreen';
import { ParentPeriodsOverview } from './ParentPeriodsOverview';

afterEach(() => {
  resetUser();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const organization: CurrentSchool = {
  id: 5,
  name: 'Demo Municipality',
  slug: 'demo-municipality',
  type: 'organization',
  city: null,
  country: 'LV',
  languages: ['lv'],
  default_language: 'lv',
  parent_id: null,
  sso_enabled: false,
};

const period: ParentPeriod = {
  id: 70,
  name: 'Municipality wellbeing',
  survey: { uuid: 'u', title: { en: 'Student wellbeing' }, audience: 'student' },
  survey_version_id: 4,
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: '2099-03-20T00:00:00.000Z',
  closed_at: null,
  status: 'open',
  anonymous: true,
  results_detail: 'classes',
  languages: ['en'],
  audience: { classIds: [], groupIds: [], grades: [7], teachers: false, parents: false, publicLink: false },
  progress: { finished: 5, expected: 30 },
  children: [
    {
      id: 71,
      name: 'Municipality wellbeing',
      school: { id: 8, name: 'North School' },
      starts_at: '2026-03-01T00:00:00.000Z',
      ends_at: '2099-03-20T00:00:00.000Z',
      closed_at: null,
      status: 'open',
      progress: { finished: 5, expected: 10 },
    },
  ],
};

const page = ok({ ...organization, parent: null, schools: [{ id: 8, name: 'North School' }] });

describe('ParentPeriodsOverview', () => {
  it('shows each school of a parent period and closes it early after confirmation', async () => {
    const api = stubApi({
      'GET organization/5/parent-periods': ok([period]),
      'GET organizations/by-slug/demo-municipality': page,
      'POST organization/5/parent-periods/70/close': ok({ ...period, status: 'closed' }),
    });
    renderAt(<ParentPeriodsOverview organization={organization} />, '/organization/surveys');
    expect(await screen.findByText('North School')).toBeInTheDocument();
    expect(screen.getByText('5 / 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.parent_periods.close.action }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en.parent_periods.close.action }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'organization/5/parent-periods/70/close')).toHaveLength(1),
    );
  });

  it("opens a school's links, makes its access codes and reminds, through the organisation's own addresses", async () => {
    const child = 'organization/5/parent-periods/70/schools/8';
    const api = stubApi({
      'GET organization/5/parent-periods': ok([period]),
      'GET organizations/by-slug/demo-municipality': page,
      [`GET ${child}`]: ok({ ...periodDetail, id: 71, parent_period_id: 70 }),
      [`GET ${child}/reminders`]: ok([]),
      [`POST ${child}/polls/77/codes`]: {
        status: 201,
        body: { status: 201, data: { codes: ['ABCDE-FGHJK'] } },
      },
      [`POST ${child}/reminders`]: {
        status: 201,
        body: { status: 201, data: { id: 3, kind: 'reminder', state: 'scheduled', recipients_added: 0 } },
      },
    });
    const user = userEvent.setup();
    renderAt(<ParentPeriodsOverview organization={organization} />, '/organization/surveys');
    const open = await screen.findByRole('button', {
      name: 'Links and codes: North School',
    });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(open.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      await within(panel).findByRole('textbox', { name: en.survey_periods.detail.public_link }),
    ).toHaveValue(`${window.location.origin}/p/public-token`);
    expect(within(panel).getByRole('textbox', { name: 'Class link of 7.a' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Make codes for 7.a' }));
    const ask = await screen.findByRole('dialog', { name: 'Access codes for 7.a' });
    await user.click(within(ask).getByRole('button', { name: en.survey_periods.codes.generate }));
    expect(await screen.findByRole('dialog', { name: '1 access code for 7.a' })).toBeInTheDocument();
    expect(api.callsTo('POST', `${child}/polls/77/codes`)[0].body).toEqual({ count: 24 });
    await user.click(screen.getByRole('button', { name: en.survey_periods.sheet.done }));

    await user.click(within(panel).getByRole('button', { name: en.invitations.school.button }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.common.ok }));
    await waitFor(() => expect(api.callsTo('POST', `${child}/reminders`)).toHaveLength(1));
    expect(api.calls.filter((call) => call.path.startsWith('school/'))).toEqual([]);
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    stubApi({
      'GET organization/5/parent-periods': [ok([]), failure(500, 'internal_error', 'boom')],
      'GET organizations/by-slug/demo-municipality': page,
    });
    const { unmount } = renderAt(
      <ParentPeriodsOverview organization={organization} />,
      '/organization/surveys',
    );
    expect(await screen.findByText(en.parent_periods.none)).toBeInTheDocument();
    unmount();
  });

  it('asks for what is missing before running a survey for the schools', async () => {
    stubApi({
      'GET organization/5/parent-periods': ok([]),
      'GET organizations/by-slug/demo-municipality': page,
      'GET surveys': ok([]),
    });
    renderAt(<ParentPeriodsOverview organization={organization} />, '/organization/surveys');
    const open = await screen.findByRole('button', { name: en.parent_periods.run.open });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    await userEvent.click(await screen.findByRole('button', { name: en.parent_periods.run.submit }));
    expect(await screen.findByText(en.parent_periods.run.missing.survey)).toBeInTheDocument();
  });

  describe('/organization/surveys/{id}', () => {
    const spring = { ...period, id: 72, name: 'Spring check-in' };

    async function openAt(url: string) {
      const permissions = { survey_management: true };
      const api = stubApi({
        'GET user': ok({
          ...signedInUser,
          type: 'organization_admin',
          organization: {
            id: organization.id,
            name: organization.name,
            type: 'organization',
            slug: organization.slug,
          },
          permissions,
        }),
        'GET user/school': ok(organization),
        [`GET school/5/admins/by_user_id/${signedInUser.user_id}`]: ok({
          permissions: { data: permissions },
        }),
        'GET organization/5/parent-periods': ok([period, spring]),
        'GET organizations/by-slug/demo-municipality': page,
      });
      await loadUser();
      renderAt(<PeriodsScreen />, '/organization/surveys/:poll?', url);
      await screen.findByRole('link', { name: spring.name });
      return api;
    }

    it('selects that parent period in the overview, and every card links to its own address', async () => {
      const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
      const api = await openAt('/organization/surveys/72');
      const card = (id: number) => document.querySelector(`[data-parent-period="${id}"]`);
      expect(card(72)).toHaveAttribute('aria-current', 'true');
      expect(card(70)).not.toHaveAttribute('aria-current');
      expect(scrolled.mock.contexts).toEqual([card(72)]);
      expect(screen.getByRole('link', { name: period.name })).toHaveAttribute(
        'href',
        '/organization/surveys/70',
      );
      expect(screen.getByRole('link', { name: spring.name })).toHaveAttribute(
        'href',
        '/organization/surveys/72',
      );
      expect(screen.queryByText(en.survey_periods.not_found)).not.toBeInTheDocument();
      expect(api.calls.filter((call) => call.path.startsWith('school/5/periods'))).toEqual([]);
    });

    it('says an unknown id was not found and still lists the parent periods', async () => {
      await openAt('/organization/surveys/99');
      expect(screen.getByText(en.survey_periods.not_found)).toBeInTheDocument();
      expect(document.querySelector('[aria-current="true"]')).toBeNull();
    });
  });
});
