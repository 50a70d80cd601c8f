import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { adminPeriod } from '../../test/adminPeriodsTestData';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { LinkedSchoolPeriodsScreen } from './LinkedSchoolPeriodsScreen';
import { PeriodPropsScreen } from './PeriodPropsScreen';
import { PeriodSearchScreen } from './PeriodSearchScreen';
import { PeriodsManagementScreen } from './PeriodsManagementScreen';
import { SurveyPeriodsScreen } from './SurveyPeriodsScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.admin_periods;

describe('PeriodSearchScreen', () => {
  it('lists periods and searches with the chosen filters', async () => {
    stubApi({ 'GET admin/survey-periods': [ok([adminPeriod()]), ok([])] });
    renderAt(<PeriodSearchScreen />, '/survey/survey-period-search');
    expect(await screen.findByRole('link', { name: 'Spring wellbeing' })).toHaveAttribute(
      'href',
      '/admin/period-props/11',
    );
    expect(screen.getByRole('link', { name: 'Demo School' })).toHaveAttribute(
      'href',
      '/admin/organization/21',
    );
    await userEvent.type(screen.getByRole('textbox', { name: texts.search.organization }), 'Riga');
    await userEvent.click(screen.getByRole('button', { name: texts.search.submit }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.at(-1)).toContain('organization=Riga');
  });

  it("shows each period's school year and searches one school year", async () => {
    stubApi({
      'GET admin/survey-periods': [
        ok([adminPeriod({ school_year: { year: 2025, name: 'Mācību gads 2025' } })]),
        ok([]),
      ],
    });
    renderAt(<PeriodSearchScreen />, '/survey/survey-period-search');
    const link = await screen.findByRole('link', { name: 'Spring wellbeing' });
    expect(within(link.closest('tr') as HTMLElement).getByText('Mācību gads 2025')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'School year' }));
    await userEvent.click(await screen.findByRole('option', { name: '2024/25', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: texts.search.submit }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.at(-1)).toContain('school_year=2024');
  });

  it('shows the refusal when the server refuses', async () => {
    stubApi({ 'GET admin/survey-periods': failure(403, 'forbidden', 'Only a super-admin can do this') });
    renderAt(<PeriodSearchScreen />, '/survey/survey-period-search');
    expect(await screen.findByText('Only a super-admin can do this')).toBeInTheDocument();
  });
});

describe('SurveyPeriodsScreen', () => {
  it('nests child periods under their parent period', async () => {
    const parent = adminPeriod({ id: 30, name: 'Municipality run', kind: 'parent' });
    const child = adminPeriod({ id: 31, name: 'Municipality run', kind: 'child', parent_period_id: 30 });
    stubApi({
      'GET admin/survey-periods/by-survey/3': ok({
        survey: parent.survey,
        organization: null,
        periods: [{ ...parent, children: [child] }],
      }),
    });
    renderAt(
      <SurveyPeriodsScreen />,
      '/admin/survey-periods/:surveyId/:parentOrgId?',
      '/admin/survey-periods/3',
    );
    expect(await screen.findByRole('heading', { name: 'Student wellbeing' })).toBeInTheDocument();
    expect(screen.getByText(texts.kind.child)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.linked.open })).toHaveAttribute(
      'href',
      '/admin/linked-school-periods/30',
    );
  });
});

describe('LinkedSchoolPeriodsScreen', () => {
  it('links an existing school period', async () => {
    const linked = {
      parent: adminPeriod({
        id: 30,
        kind: 'parent',
        organization: { id: 2, name: 'Muni', type: 'organization' },
      }),
      children: [],
      candidates: [adminPeriod({ id: 40, name: 'Own run' })],
      schools_without_period: [],
    };
    const api = stubApi({
      'GET admin/survey-periods/30/children': ok(linked),
      'POST admin/survey-periods/30/children': ok(linked),
    });
    renderAt(
      <LinkedSchoolPeriodsScreen />,
      '/admin/linked-school-periods/:periodId',
      '/admin/linked-school-periods/30',
    );
    expect(await screen.findByText(texts.linked.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: texts.linked.link_label }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo School · Own run', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: texts.linked.link }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'admin/survey-periods/30/children')[0]?.body).toEqual({ period_id: 40 }),
    );
  });
});

describe('PeriodPropsScreen', () => {
  const props = {
    ...adminPeriod(),
    languages: ['en', 'lv'],
    published_languages: ['en', 'lv', 'ru'],
    responses: 3,
  };

  it('locks start and anonymity once there are responses, and saves only what changed', async () => {
    const api = stubApi({
      'GET admin/survey-periods/11': ok(props),
      'PATCH admin/survey-periods/11': ok({ ...props, exclude_from_benchmarks: true }),
    });
    renderAt(<PeriodPropsScreen />, '/admin/period-props/:periodId', '/admin/period-props/11');
    expect(await screen.findByText(texts.props.anonymous_locked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.props.properties_generation })).toHaveAttribute(
      'href',
      '/admin/properties-generation/11',
    );
    for (const part of ['Day', 'Month', 'Year'])
      expect(screen.getByRole('combobox', { name: `${texts.props.starts}: ${part}` })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: new RegExp(texts.props.exclude) }));
    await userEvent.click(screen.getByRole('button', { name: texts.props.save }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', 'admin/survey-periods/11')[0]?.body).toEqual({
        exclude_from_benchmarks: true,
      }),
    );
  });

  it('says when the period does not exist', async () => {
    stubApi({ 'GET admin/survey-periods/11': failure(404, 'not_found', 'Survey period not found') });
    renderAt(<PeriodPropsScreen />, '/admin/period-props/:periodId', '/admin/period-props/11');
    expect(await screen.findByText('Survey period not found')).toBeInTheDocument();
  });
});

describe('PeriodsManagementScreen', () => {
  it('says when nothing needs attention', async () => {
    stubApi({ 'GET admin/survey-periods/attention': ok([]) });
    renderAt(<PeriodsManagementScreen />, '/admin/survey-periods-management');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('closes the selected periods after confirmation', async () => {
    const api = stubApi({
      'GET admin/survey-periods/attention': ok([{ ...adminPeriod(), reasons: ['ended_not_closed'] }]),
      'POST admin/survey-periods/close': ok({ closed: 1 }),
    });
    renderAt(<PeriodsManagementScreen />, '/admin/survey-periods-management');
    expect(await screen.findByText(texts.reason.ended_not_closed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Spring wellbeing' }));
    await userEvent.click(screen.getByRole('button', { name: texts.management.close }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.management.close }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'admin/survey-periods/close')[0]?.body).toEqual({ period_ids: [11] }),
    );
  });
});
