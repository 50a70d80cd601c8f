import { buildSchool } from './factories';
import { buildResultsPeriod } from './resultsFactories';
import { startSmtpCatcher } from './smtpCatcher';
import { buildPublishedSurvey, hoursFromNow } from './surveyFactories';
import { createTestApp } from './testApp';

/**
 * For campaign mail tests: a test app that mails through a real SMTP catcher (`refuse` answers 550 for
 * those addresses), and a school's parent survey period open from an hour ago for a week.
 */
export async function campaignMailWorld(options: {
  schoolName: string;
  refuse?: string[];
  languages?: string[];
}) {
  const smtp = await startSmtpCatcher({ refuse: options.refuse });
  const ctx = await createTestApp({ config: { smtpUrl: smtp.url, appUrl: 'http://localhost:3000' } });
  const db = ctx.deps.database.db;
  const { school } = await buildSchool(db, { name: options.schoolName });
  const { version } = await buildPublishedSurvey(db, null, { audience: 'parent' });
  const period = await buildResultsPeriod(db, {
    organizationId: school.id,
    surveyVersionId: version.id,
    startsAt: new Date(hoursFromNow(-1)),
    endsAt: new Date(hoursFromNow(24 * 7)),
    ...(options.languages ? { languages: options.languages } : {}),
  });
  return { smtp, ctx, school, period };
}
