import type { TFunction } from '../../i18n/translator';
import type { SchoolClass } from '../../queries/classes';
import type { SchoolGroup } from '../../queries/groups';
import type { StoredAudience, SurveyAudience } from '../../queries/periods';

/** Who a period asks, in a line: "Grade 7, 8.a, Debate club, public link". */
export function audienceSummary(
  t: TFunction,
  audience: StoredAudience,
  surveyAudience: SurveyAudience,
  classes: SchoolClass[],
  groups: SchoolGroup[],
): string {
  const className = (id: number) => classes.find((klass) => klass.id === id)?.name ?? `#${id}`;
  const groupName = (id: number) => groups.find((group) => group.id === id)?.name ?? `#${id}`;
  const places = [
    ...[...audience.grades].sort((a, b) => a - b).map((grade) => t('survey_wizard.summary.grade', { grade })),
    ...audience.classIds.map(className),
    ...audience.groupIds.map(groupName),
  ];
  const parts: string[] = [];
  if (surveyAudience === 'parent' && audience.parents)
    parts.push(
      places.length
        ? t('survey_wizard.summary.parents_of', { places: places.join(', ') })
        : t('survey_wizard.summary.all_parents'),
    );
  else if (surveyAudience !== 'parent') parts.push(...places);
  if (audience.teachers)
    parts.push(t(`survey_wizard.summary.all_${surveyAudience === 'staff' ? 'staff' : 'teacher'}`));
  if (audience.publicLink) parts.push(t('survey_wizard.summary.public_link'));
  return parts.join(', ') || '—';
}
