import { Badge, Progress, Table } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { StylebookSection } from './StylebookSection';

type PeriodStatus = 'open' | 'closed' | 'scheduled';
type Row = { group: string; invited: number; answered: number; status: PeriodStatus };

/** Sample data: class names are the same in every language. */
const rows: Row[] = [
  { group: '5.a', invited: 26, answered: 24, status: 'closed' },
  { group: '7.b', invited: 28, answered: 19, status: 'open' },
  { group: '9.a', invited: 24, answered: 4, status: 'open' },
  { group: '12.c', invited: 31, answered: 0, status: 'scheduled' },
];

const statusColors: Record<PeriodStatus, string> = { open: 'green', closed: 'gray', scheduled: 'balss' };

/** A data table: striped, scrolls sideways on phones, numbers right-aligned. */
export function TableSection() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <StylebookSection
      id="table"
      title={t('pages.stylebook.table.title')}
      intro={t('pages.stylebook.table.intro')}
    >
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
          <Table.Caption>{t('pages.stylebook.table.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pages.stylebook.table.group')}</Table.Th>
              <Table.Th ta="right">{t('pages.stylebook.table.invited')}</Table.Th>
              <Table.Th ta="right">{t('pages.stylebook.table.answered')}</Table.Th>
              <Table.Th>{t('pages.stylebook.table.rate')}</Table.Th>
              <Table.Th>{t('pages.stylebook.table.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const rate = row.invited ? row.answered / row.invited : 0;
              return (
                <Table.Tr key={row.group}>
                  <Table.Td fw={600}>{row.group}</Table.Td>
                  <Table.Td ta="right">{row.invited}</Table.Td>
                  <Table.Td ta="right">{row.answered}</Table.Td>
                  <Table.Td>
                    <Progress value={rate * 100} size="sm" aria-label={percent.format(rate)} mb={4} />
                    {percent.format(rate)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColors[row.status]} variant="light">
                      {t(`pages.stylebook.table.statuses.${row.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </StylebookSection>
  );
}
