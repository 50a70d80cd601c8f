import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { sortByClassName } from '../../../common/classNames';
import { useClassWording } from '../../hooks/classWording';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolClass } from '../../queries/classes';

type Props = {
  classes: SchoolClass[];
  classIds: number[];
  grades: number[];
  onChange: (next: { classIds: number[]; grades: number[] }) => void;
};

/** Classes by grade, in grade order; classes without a grade come last. */
export function classesByGrade(classes: SchoolClass[]): [number | null, SchoolClass[]][] {
  const byGrade = new Map<number | null, SchoolClass[]>();
  for (const klass of classes) byGrade.set(klass.grade, [...(byGrade.get(klass.grade) ?? []), klass]);
  return [...byGrade.entries()]
    .sort(([a], [b]) => (a ?? 99) - (b ?? 99))
    .map(([grade, list]) => [grade, sortByClassName(list)]);
}

/** Whole grades or single classes; a chosen grade takes in all of its classes. */
export function ClassGradePicker({ classes, classIds, grades, onChange }: Props) {
  const { t } = useTranslation();
  const wording = useClassWording();

  const toggleGrade = (grade: number, checked: boolean) =>
    onChange({
      grades: checked ? [...grades, grade] : grades.filter((item) => item !== grade),
      // The grade stands for its classes; they are no longer chosen one by one.
      classIds: classIds.filter((id) => classes.find((klass) => klass.id === id)?.grade !== grade),
    });
  const toggleClass = (id: number, checked: boolean) =>
    onChange({ grades, classIds: checked ? [...classIds, id] : classIds.filter((item) => item !== id) });

  return (
    <Stack gap="xs">
      {classesByGrade(classes).map(([grade, list]) => {
        const wholeGrade = grade !== null && grades.includes(grade);
        return (
          <Paper key={grade ?? 'none'} withBorder p="sm" radius="md">
            <Group gap="lg" align="center">
              {grade === null ? (
                <Text size="sm" fw={600} miw={170}>
                  {t('survey_wizard.audience.other_classes', wording)}
                </Text>
              ) : (
                <Checkbox
                  miw={170}
                  fw={600}
                  label={t('survey_wizard.audience.whole_grade', { grade })}
                  checked={wholeGrade}
                  onChange={(event) => toggleGrade(grade, event.currentTarget.checked)}
                />
              )}
              {list.map((klass) => (
                <Checkbox
                  key={klass.id}
                  label={klass.name}
                  checked={wholeGrade || classIds.includes(klass.id)}
                  disabled={wholeGrade}
                  onChange={(event) => toggleClass(klass.id, event.currentTarget.checked)}
                />
              ))}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
