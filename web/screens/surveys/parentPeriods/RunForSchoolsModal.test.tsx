import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParentPeriodPreview } from '../../../../common/parentPeriodPreview';
import en from '../../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../../test/screenTestKit';
import { RunForSchoolsModal } from './RunForSchoolsModal';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const schools = ['North', 'East', 'West', 'South'].map((name, index) => ({
  id: 8 + index,
  name: `${name} School`,
}));
const parentSurvey = {
  uuid: 'p1',
  title: { en: 'Parents’ view' },
  audience: 'parent',
  library: true,
  question_count: 5,
  latest_version: { id: 40, number: 1, languages: ['en'], published_at: '2026-01-01', question_count: 5 },
  can: { edit: false },
};
const summary = (publicLink: boolean): ParentPeriodPreview => ({
  survey_audience: 'parent',
  public_link: publicLink,
  schools: schools.map((school, index) => ({ ...school, expected: index === 0 ? 42 : 0 })),
});

async function chooseParentSurvey() {
  await userEvent.click(await screen.findByRole('textbox', { name: en.parent_periods.run.survey }));
  await userEvent.click(await screen.findByRole('option', { name: /Parents’ view/, hidden: true }));
}

describe('running a parent survey for the schools', () => {
  it('offers parents, not grades of students, for a parent survey', async () => {
    stubApi({ 'GET surveys': ok([parentSurvey]) });
    renderAt(<RunForSchoolsModal organizationId={5} schools={schools} onClose={() => {}} />, '/');
    await chooseParentSurvey();
    expect(screen.getByRole('checkbox', { name: en.parent_periods.run.parents })).toBeChecked();
    expect(screen.queryByText(en.parent_periods.run.grades)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: en.parent_periods.run.teachers })).not.toBeInTheDocument();
  });

  it('shows the launch summary first, warns of schools without parents and adds a public link', async () => {
    const api = stubApi({
      'GET surveys': ok([parentSurvey]),
      'POST organization/5/parent-periods/preview': [ok(summary(false)), ok(summary(true))],
      'POST organization/5/parent-periods': ok({}),
    });
    renderAt(<RunForSchoolsModal organizationId={5} schools={schools} onClose={() => {}} />, '/');
    await chooseParentSurvey();
    await userEvent.click(screen.getByRole('button', { name: en.parent_periods.run.submit }));
    const warning = await screen.findByTestId('launch-summary-empty');
    expect(warning).toHaveTextContent(en.parent_periods.summary.empty_parent_other.replace('{{count}}', '3'));
    expect(api.callsTo('POST', 'organization/5/parent-periods')).toHaveLength(0);
    expect(api.callsTo('POST', 'organization/5/parent-periods/preview')[0].body).toMatchObject({
      survey_version_id: 40,
      audience: { parents: true, public_link: false, grades: [] },
      school_ids: schools.map((school) => school.id),
    });

    await userEvent.click(screen.getByRole('button', { name: en.parent_periods.summary.add_public_link }));
    expect(
      await screen.findByText(en.parent_periods.summary.public_link_only_other.replace('{{count}}', '3')),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'organization/5/parent-periods/preview')[1].body).toMatchObject({
      audience: { public_link: true },
    });
    await userEvent.click(
      screen.getByRole('button', { name: en.parent_periods.summary.launch_other.replace('{{count}}', '4') }),
    );
    await waitFor(() => expect(api.callsTo('POST', 'organization/5/parent-periods')).toHaveLength(1));
    expect(api.callsTo('POST', 'organization/5/parent-periods')[0].body).toMatchObject({
      audience: { parents: true, public_link: true },
    });
  });
});
