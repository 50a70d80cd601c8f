import { Alert, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useClassWording } from '../../hooks/classWording';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolClass } from '../../queries/classes';
import type { SchoolGroup } from '../../queries/groups';
import type { SurveySummary } from '../../queries/surveyList';
import { ClassGradePicker } from './ClassGradePicker';
import { ClassTeacherGaps, chosenWithoutClassTeacher } from './ClassTeacherGaps';
import type { WizardPatch, WizardState } from './wizardState';

type Props = {
  survey: SurveySummary;
  state: WizardState;
  classes: SchoolClass[];
  groups: SchoolGroup[];
  onChange: (patch: WizardPatch) => void;
};

/** Head count of the chosen classes and whole grades. */
export function chosenStudentCount(state: WizardState, classes: SchoolClass[]): number {
  return classes
    .filter((klass) => state.classIds.includes(klass.id) || state.grades.includes(klass.grade ?? -1))
    .reduce((sum, klass) => sum + Math.max(klass.num_students, klass.students_registered), 0);
}

function GroupPicker({ groups, state, onChange }: Pick<Props, 'groups' | 'state' | 'onChange'>) {
  const { t } = useTranslation();
  // Where classes are called groups, these cross-class groups are the respondent groups.
  const wording = useClassWording();
  if (!groups.length) return null;
  const toggle = (id: number, checked: boolean) =>
    onChange({ groupIds: checked ? [...state.groupIds, id] : state.groupIds.filter((item) => item !== id) });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('survey_wizard.audience.groups', wording)}
      </Title>
      <Group>
        {groups.map((group) => (
          <Checkbox
            key={group.id}
            label={t('survey_wizard.audience.group_label', { name: group.name, count: group.member_count })}
            checked={state.groupIds.includes(group.id)}
            onChange={(event) => toggle(group.id, event.currentTarget.checked)}
          />
        ))}
      </Group>
    </Stack>
  );
}

/** Step 2: who is asked — classes, grades and groups of students; the teachers; the parents; anyone with a link. */
export function WizardAudienceStep({ survey, state, classes, groups, onChange }: Props) {
  const { t } = useTranslation();
  const wording = useClassWording();
  const { audience } = survey;
  const studentCount = chosenStudentCount(state, classes);
  const picker = (
    <ClassGradePicker
      classes={classes}
      classIds={state.classIds}
      grades={state.grades}
      onChange={(next) => onChange(next)}
    />
  );
  return (
    <Stack>
      <Text>{t(`survey_wizard.audience.intro_${audience}`, wording)}</Text>
      {audience === 'student' && (
        <>
          <Title order={3} size="h5">
            {t('survey_wizard.audience.classes', wording)}
          </Title>
          {classes.length ? (
            picker
          ) : (
            <Alert color="gray">{t('survey_wizard.audience.no_classes', wording)}</Alert>
          )}
          <GroupPicker groups={groups} state={state} onChange={onChange} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {studentCount
              ? t('survey_wizard.audience.student_count', { count: studentCount })
              : t('survey_wizard.audience.student_count_none', wording)}
          </Text>
          <ClassTeacherGaps without={chosenWithoutClassTeacher(state, classes)} />
        </>
      )}
      {(audience === 'teacher' || audience === 'staff') && (
        <Checkbox
          label={t(`survey_wizard.audience.all_${audience}`)}
          checked={state.teachers}
          onChange={(event) => onChange({ teachers: event.currentTarget.checked })}
        />
      )}
      {audience === 'parent' && (
        <>
          <Checkbox
            label={t('survey_wizard.audience.parents')}
            description={t('survey_wizard.audience.parents_hint')}
            checked={state.parents}
            onChange={(event) => onChange({ parents: event.currentTarget.checked })}
          />
          {state.parents && classes.length > 0 && picker}
        </>
      )}
      <Switch
        mt="sm"
        label={t('survey_wizard.audience.public_link')}
        description={t('survey_wizard.audience.public_link_hint')}
        checked={state.publicLink}
        onChange={(event) => onChange({ publicLink: event.currentTarget.checked })}
      />
    </Stack>
  );
}
