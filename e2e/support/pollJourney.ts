import type { Page } from 'playwright-core';
import { sampleSurvey } from '../../common/survey/surveyFixture';
import { apiAs } from './apiFromPage';

/** The admin publishes the sample survey and runs it for class 9.a (where the demo student is), or its parents. */
export async function runSurveyFor9a(
  page: Page,
  languages = ['en', 'lv'],
  audience: 'student' | 'parent' = 'student',
) {
  const school = await apiAs<{ id: number }>(page, 'GET', 'user/school');
  const survey = await apiAs<{ uuid: string }>(page, 'POST', 'surveys', {
    audience,
    title: 'Wellbeing',
    organization_id: school.id,
  });
  await apiAs(page, 'PUT', `surveys/${survey.uuid}/draft`, { content: sampleSurvey(), revision: 0 });
  const version = await apiAs<{ id: number }>(page, 'POST', `surveys/${survey.uuid}/publish`, {
    languages,
  });
  const classes = await apiAs<{ id: number; name: string }[]>(page, 'GET', `school/${school.id}/classes`);
  const nineA = classes.find((klass) => klass.name === '9.a');
  const period = await apiAs<{ id: number; classes: { poll_id: number }[] }>(
    page,
    'POST',
    `school/${school.id}/periods`,
    {
      survey_version_id: version.id,
      name: 'Journey wellbeing',
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 7 * 86400_000).toISOString(),
      anonymous: true,
      languages,
      audience: { class_ids: [nineA?.id], public_link: true },
    },
  );
  return { schoolId: school.id, period };
}
