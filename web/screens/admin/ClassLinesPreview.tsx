import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ClassLineDraft } from './classLines';

type Props = { drafts: ClassLineDraft[]; serverProblems: Map<number, string[]> };

/** What the add-classes box will create, row by row, with each row's problem. */
export function ClassLinesPreview({ drafts, serverProblems }: Props) {
  const { t } = useTranslation();
  if (!drafts.length) return <Text c="dimmed">{t('back_office.add_classes.empty')}</Text>;
  return (
    <Table striped verticalSpacing="xs" aria-label={t('back_office.add_classes.preview')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>{t('back_office.add_classes.row')}</Table.Th>
          <Table.Th>{t('back_office.add_classes.name')}</Table.Th>
          <Table.Th ta="right">{t('back_office.add_classes.num_students')}</Table.Th>
          <Table.Th>{t('back_office.add_classes.problem')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {drafts.map((draft) => {
          const problems = [
            ...(draft.problem ? [t(`back_office.add_classes.${draft.problem}`)] : []),
            ...(serverProblems.get(draft.row) ?? []),
          ];
          return (
            <Table.Tr key={draft.row}>
              <Table.Td>{draft.row}</Table.Td>
              <Table.Td fw={600}>{draft.name || '—'}</Table.Td>
              <Table.Td ta="right">{draft.numStudents ?? '—'}</Table.Td>
              <Table.Td>
                {problems.length ? (
                  problems.map((problem) => (
                    <Text key={problem} size="sm" c="red">
                      {problem}
                    </Text>
                  ))
                ) : (
                  <Badge color="green" variant="light">
                    {t('back_office.add_classes.ready')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
