import { Badge, Table } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolYearStep } from '../../queries/imports';

const actionColors = { promote: 'blue', graduate: 'orange', keep: 'gray' } as const;

/** Each class and what the new school year does to it. */
export function SchoolYearTable({ steps }: { steps: SchoolYearStep[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder data-school-year>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.school_year.class')}</Table.Th>
            <Table.Th>{t('imports.school_year.students')}</Table.Th>
            <Table.Th>{t('imports.school_year.action')}</Table.Th>
            <Table.Th>{t('imports.school_year.becomes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((step) => (
            <Table.Tr key={step.id}>
              <Table.Td>{step.name}</Table.Td>
              <Table.Td>{step.students}</Table.Td>
              <Table.Td>
                <Badge color={actionColors[step.action]} variant="light">
                  {t(`imports.school_year.actions.${step.action}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {step.action === 'promote'
                  ? step.new_name
                  : step.action === 'graduate'
                    ? t('imports.school_year.archived')
                    : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
