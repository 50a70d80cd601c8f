import { Table } from '@mantine/core';
import type { QuestionResult } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { answerLabel } from './answerLabel';
import { formatCount, formatShare } from './resultsFormat';

/** The same answers as a table: each answer, how many gave it and their share. */
export function DistributionTable({ question }: { question: QuestionResult }) {
  const { t, i18n } = useTranslation();
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('results.question.answer')}</Table.Th>
          <Table.Th ta="right">{t('results.question.count')}</Table.Th>
          <Table.Th ta="right">{t('results.question.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {question.distribution.map((entry) => (
          <Table.Tr key={String(entry.value)}>
            <Table.Td>{answerLabel(entry, question.type, t, i18n.language)}</Table.Td>
            <Table.Td ta="right">{formatCount(entry.count, i18n.language)}</Table.Td>
            <Table.Td ta="right">{formatShare(entry.share, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
