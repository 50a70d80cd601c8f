import { Box, Card, Group, SimpleGrid, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export type ResponsiveColumn<Row> = {
  key: string;
  /** The column's heading; on a phone, the label before the value (an unlabelled cell sits by the title). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The row's name: a row header in the table, the card's title on a phone. */
  title?: boolean;
  align?: 'right';
  /** On a phone, the value takes the card's whole width (a long badge) instead of half. */
  wide?: boolean;
  /** For a column without a visible heading (a row's buttons): its heading's name for screen readers. */
  label?: string;
};

type Props<Row> = {
  rows: Row[];
  columns: ResponsiveColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Attributes of the row and of its card (data-… for finding one). */
  rowAttributes?: (row: Row) => Record<string, string | number | undefined>;
  /** A row set in under the one before it (a parent period's schools). */
  indented?: (row: Row) => boolean;
  caption?: string;
  /** Below it the table scrolls sideways, as on a tablet; a phone gets cards instead. */
  minWidth: number;
  striped?: boolean;
};

/**
 * A table from tablet width up; on a phone (below the sm breakpoint) one card per row, each value under
 * its column's name, so nothing scrolls sideways. One of the two is rendered, never both, so a screen
 * reader and a search of the page meet each row once.
 */
export function ResponsiveTable<Row>({
  rows,
  columns,
  rowKey,
  rowAttributes,
  indented,
  caption,
  minWidth,
  striped = true,
}: Props<Row>) {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.0625rem))`, false, {
    getInitialValueInEffect: false,
  });
  const title = columns.find((column) => column.title);
  // Unlabelled cells (a row's checkbox, its button) sit beside the card's title, labelled ones below it.
  const beside = columns.filter((column) => !column.title && !column.header);
  const fields = columns.filter((column) => !column.title && column.header);
  if (isPhone)
    return (
      <Stack gap="xs">
        {caption && <Text fw={600}>{caption}</Text>}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-responsive="cards">
          {rows.map((row) => (
            <Card
              component="li"
              key={rowKey(row)}
              withBorder
              padding="sm"
              ml={indented?.(row) ? 'lg' : undefined}
              {...rowAttributes?.(row)}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between" mb="xs">
                {title && <Box>{title.cell(row)}</Box>}
                {beside.map((column) => (
                  <Box key={column.key}>{column.cell(row)}</Box>
                ))}
              </Group>
              <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={6} m={0}>
                {fields.map((column) => (
                  <div key={column.key} style={column.wide ? { gridColumn: '1 / -1' } : undefined}>
                    <Text component="dt" size="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Box component="dd" m={0}>
                      {column.cell(row)}
                    </Box>
                  </div>
                ))}
              </SimpleGrid>
            </Card>
          ))}
        </Stack>
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} highlightOnHover verticalSpacing="sm" captionSide="top">
        {caption && <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.align} aria-label={column.label}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) =>
                column.title ? (
                  <Table.Th key={column.key} scope="row" fw={400} pl={indented?.(row) ? 'xl' : undefined}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
