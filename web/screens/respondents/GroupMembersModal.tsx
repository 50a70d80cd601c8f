import { Button, Checkbox, Group, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorText } from '../../api/apiError';
import { Dialog } from '../../components/Dialog';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolClass } from '../../queries/classes';
import { type SchoolGroup, useGroupMembers, useSetGroupMembers } from '../../queries/groups';
import { useSchoolUsers } from '../../queries/schoolUsers';

type Props = { schoolId: number; group: SchoolGroup; classes: SchoolClass[]; onClose: () => void };

/** Choose a group's members among the school's students, class by class or by name. */
export function GroupMembersModal({ schoolId, group, classes, onClose }: Props) {
  const { t } = useTranslation();
  const members = useGroupMembers(schoolId, group.id);
  const save = useSetGroupMembers(schoolId);
  const [classId, setClassId] = useState<string | null>(
    group.parent_class_id ? String(group.parent_class_id) : null,
  );
  const [search, setSearch] = useState('');
  const candidates = useSchoolUsers(schoolId, {
    type: 'student',
    classId: classId ? Number(classId) : null,
    search,
    perPage: 200,
  });
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  useEffect(() => {
    if (members.data && chosen === null) setChosen(new Set(members.data.map((member) => member.id)));
  }, [members.data, chosen]);

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const handleSave = () =>
    save.mutate(
      { groupId: group.id, identityIds: [...(chosen ?? [])] },
      {
        onSuccess: () => {
          notice.info(t('respondents.groups.members_saved', { name: group.name, count: chosen?.size ?? 0 }));
          onClose();
        },
        onError: (error) => notice.error(errorText(error)),
      },
    );

  return (
    <Dialog
      opened
      onClose={onClose}
      size="lg"
      title={t('respondents.groups.members_title', { name: group.name })}
    >
      <Stack>
        <Group grow>
          <Select
            label={t('respondents.groups.filter_class')}
            placeholder={t('respondents.groups.all_classes')}
            data={classes.map((klass) => ({ value: String(klass.id), label: klass.name }))}
            value={classId}
            onChange={setClassId}
            clearable
          />
          <TextInput
            label={t('respondents.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('respondents.groups.chosen', { count: chosen?.size ?? 0 })}
        </Text>
        <ScrollArea h={320} type="auto">
          <Stack gap={6}>
            {(candidates.data?.rows ?? []).map((student) => (
              <Checkbox
                key={student.id}
                label={`${student.surname} ${student.name}${student.class_name ? ` · ${student.class_name}` : ''}`}
                checked={chosen?.has(student.id) ?? false}
                onChange={(event) => toggle(student.id, event.currentTarget.checked)}
              />
            ))}
            {candidates.data?.rows.length === 0 && <Text c="dimmed">{t('respondents.nothing_found')}</Text>}
          </Stack>
        </ScrollArea>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={handleSave} loading={save.isPending} disabled={chosen === null}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
