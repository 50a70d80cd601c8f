import { Table } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ImportIssue } from '../../queries/imports';
import { fieldLabel, issueText } from './importLabels';

/** Problems (or skipped rows) by line and column, in the interface language. */
export function IssueTable({ issues, kind }: { issues: ImportIssue[]; kind: 'errors' | 'skipped' }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder fz="sm" data-issues={kind}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('imports.issues_table.line')}</Table.Th>
            <Table.Th w={180}>{t('imports.issues_table.column')}</Table.Th>
            <Table.Th>
              {t(kind === 'errors' ? 'imports.issues_table.problem' : 'imports.issues_table.reason')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {issues.map((issue) => (
            <Table.Tr
              key={`${issue.line}-${issue.column}-${issue.code}-${JSON.stringify(issue.params ?? {})}`}
              data-line={issue.line}
            >
              <Table.Td>{issue.line}</Table.Td>
              <Table.Td>{fieldLabel(t, issue.column)}</Table.Td>
              <Table.Td>{issueText(t, issue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
