import { ActionIcon, Badge, Table, Tooltip } from '@mantine/core';
import { orderLanguages } from '../../../common/languages';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolSubject } from '../../queries/subjects';

type Props = { subjects: SchoolSubject[]; onDelete: (subject: SchoolSubject) => void };

/**
 * A school's subjects, named in the reader's language (else the school's default language's name, as the server
 * chose it) with the languages each is written in; only the school's own can be deleted.
 */
export function SubjectsTable({ subjects, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('back_office.subjects.name')}</Table.Th>
          <Table.Th>{t('back_office.subjects.written_in')}</Table.Th>
          <Table.Th>{t('back_office.subjects.kind')}</Table.Th>
          <Table.Th w={60} aria-label={t('respondents.actions')} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {subjects.map((subject) => (
          <Table.Tr key={subject.id}>
            <Table.Td>{subject.name}</Table.Td>
            <Table.Td>
              {orderLanguages(Object.keys(subject.names).filter((code) => subject.names[code]))
                .map((code) => code.toUpperCase())
                .join(', ')}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={subject.own ? 'teal' : 'gray'}>
                {t(subject.own ? 'back_office.subjects.own' : 'back_office.subjects.platform')}
              </Badge>
            </Table.Td>
            <Table.Td>
              {subject.own && (
                <Tooltip label={t('common.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('back_office.subjects.delete_label', { name: subject.name })}
                    onClick={() => onDelete(subject)}
                  >
                    ✕
                  </ActionIcon>
                </Tooltip>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
