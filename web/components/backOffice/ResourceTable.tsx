import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One column of a back-office list, declared as data. */
export type ResourceColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** The cell links to the row's detail page (give it to the column that names the row). */
  linked?: boolean;
  /** A second, quieter line under the cell (a username under a name, a city under a school). */
  note?: (row: Row) => ReactNode;
};

type ResourceTableProps<Row> = {
  caption: string;
  rows: Row[];
  columns: ResourceColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowLink?: (row: Row) => string;
};

export function ResourceTable<Row>({ caption, rows, columns, rowKey, rowLink }: ResourceTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.linked && rowLink ? (
                    <Anchor component={Link} to={rowLink(row)} fw={600}>
                      {column.cell(row)}
                    </Anchor>
                  ) : (
                    column.cell(row)
                  )}
                  {column.note?.(row) && (
                    <Text size="xs" c="dimmed">
                      {column.note(row)}
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
