import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/screenTestKit';
import { workAreasFor } from './workAreas';

const as = (type: string) => ({ ...signedInUser, type });

describe('workAreasFor', () => {
  it('gives super-admins the back office and nobody else', () => {
    expect(workAreasFor(as('super_admin'), {}).map((area) => area.key)).toEqual([
      'organizations',
      'schools',
      'users',
      'super_admins',
      'survey_library',
      'survey_periods_management',
      'survey_period_search',
      'recently_closed_periods',
      'survey_packages',
      'success_plans',
      'benchmarks',
      'emails',
      'invitations',
      'code_generator',
      'custom_links',
      'file_store',
      'client_data_uploads',
      'event_log',
      'metrics',
      'terms_editor',
      'languages',
      'organization_tags',
      'organization_properties',
    ]);
    expect(workAreasFor(as('school_admin'), { manage_admins: true }).map((area) => area.key)).toEqual([
      'people',
    ]);
  });

  it('shows school areas by permission, and nothing to a teacher without them or to a student', () => {
    const manager = workAreasFor(as('school_admin'), { manage_respondents: true }).map((area) => area.key);
    expect(manager).toEqual(['classes', 'groups', 'people', 'imports']);
    // An organisation that calls classes groups (PRODUCT.md §6) finds them under that name, at /school/eu-groups.
    const eu = workAreasFor(as('school_admin'), {
      manage_respondents: true,
      'list.eu_change_name_class_to_groups': true,
    });
    expect(eu.map((area) => [area.key, area.to])).toEqual([
      ['eu_groups', '/school/eu-groups'],
      ['eu_respondent_groups', '/school/groups'],
      ['people', '/school/users'],
      ['imports', '/school/import-types'],
    ]);
    // A teacher always has their own classes' links, to run a survey in a lesson.
    expect(workAreasFor(as('teacher'), { view_respondents: false }).map((area) => area.key)).toEqual([
      'class_links',
    ]);
    expect(workAreasFor(as('student'), { manage_respondents: true })).toEqual([]);
    expect(workAreasFor(null, null)).toEqual([]);
  });

  it("offers a property-value user the other schools' results, and an organisation admin's Results once", () => {
    const officer = { ...as('teacher'), results_by_property_value: true };
    expect(workAreasFor(officer, {}).map((area) => [area.key, area.to])).toContainEqual([
      'value_results',
      '/organization/results',
    ]);
    expect(workAreasFor(officer, { forbid_results_access: true }).map((area) => area.key)).not.toContain(
      'value_results',
    );
    expect(workAreasFor(as('teacher'), {}).map((area) => area.key)).not.toContain('value_results');
    const organizationAdmin = { ...as('organization_admin'), results_by_property_value: true };
    expect(
      workAreasFor(organizationAdmin, {}).filter((area) => area.to === '/organization/results'),
    ).toHaveLength(1);
  });

  it('shows Surveys first to whoever may see survey designs or periods, as its route guard does', () => {
    expect(workAreasFor(as('school_admin'), { manage_survey_periods: true })).toEqual([]);
    for (const permission of ['view_survey_design', 'view_survey_periods'])
      expect(workAreasFor(as('school_admin'), { [permission]: true }).map((area) => area.key)).toEqual([
        'surveys',
      ]);
    const everything = workAreasFor(as('school_admin'), {
      view_survey_periods: true,
      manage_respondents: true,
    });
    expect(everything.map((area) => area.key)).toEqual(['surveys', 'classes', 'groups', 'people', 'imports']);
    expect(everything[0].to).toBe('/school/surveys');
    expect(workAreasFor(as('student'), { view_survey_periods: true })).toEqual([]);
  });

  it('offers New survey to whoever may design surveys, next to Surveys', () => {
    const keys = workAreasFor(as('school_admin'), {
      view_survey_design: true,
      manage_survey_design: true,
    }).map((area) => area.key);
    expect(keys).toEqual(['surveys', 'new_survey']);
    expect(workAreasFor(as('teacher'), { manage_survey_design: true }).map((area) => area.key)).toEqual([
      'class_links',
      'new_survey',
    ]);
  });

  it('offers Results to whoever may read results, and never with forbid_results_access', () => {
    const keys = (user: ReturnType<typeof as>, permissions: Record<string, boolean>) =>
      workAreasFor(user, permissions).map((area) => area.key);
    expect(keys(as('school_admin'), { view_survey_results: true })).toEqual(['results', 'action_plans']);
    expect(keys(as('school_admin'), { view_survey_results: true, forbid_results_access: true })).toEqual([]);
    expect(keys(as('teacher'), {})).toEqual(['class_links']);
    expect(keys({ ...as('teacher'), teacher_access_to_results: true }, {})).toEqual([
      'class_links',
      'results',
      'action_plans',
    ]);
    expect(keys(as('organization_admin'), {})).toEqual([
      'action_plans',
      'organization_schools',
      'organization_results',
      'metrics',
    ]);
    expect(keys(as('organization_admin'), { forbid_results_access: true })).toEqual([
      'organization_schools',
      'metrics',
    ]);
  });
});
