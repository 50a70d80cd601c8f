import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { type ResourceColumn, ResourceTable } from './ResourceTable';
import { useListSearch } from './useListSearch';

/** What a list query gives the page: a TanStack `useQuery` result fits as it is; a paged API adds the next page. */
export type ResourceRows<Row> = {
  data?: Row[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage?: boolean;
  fetchNextPage?: () => unknown;
  isFetchingNextPage?: boolean;
};

export type ResourceListPageProps<Row> = {
  title: string;
  intro?: ReactNode;
  /** The "New …" button. */
  create?: { label: string; to: string };
  /** More buttons beside "New …". */
  actions?: ReactNode;
  /** Asks for the rows; with `searchable`, for the search text kept in the address (?search=). */
  useRows: (search: string) => ResourceRows<Row>;
  searchable?: boolean;
  /** Filters beside the search (drop-downs kept in the address); `filtered` when one is set. */
  filters?: ReactNode;
  filtered?: boolean;
  columns: ResourceColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The row's detail page, opened from the columns marked `linked`. */
  rowLink?: (row: Row) => string;
  /** Shown when there is nothing to list yet (not when a search found nothing). */
  emptyText?: string;
  /** Below the list: a form that adds to it, notes. */
  children?: ReactNode;
};

/**
 * The back office's one list page: title, "New …", search in the address, a table of declared columns
 * linking to each row's detail, and the loading, error, empty and load-more states.
 */
export function ResourceListPage<Row>(props: ResourceListPageProps<Row>) {
  const { title, intro, create, actions, searchable = true, children } = props;
  const { t } = useTranslation();
  const { text, setText, search } = useListSearch();
  const rows = props.useRows(searchable ? search : '');
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1}>{title}</Title>
          {(create || actions) && (
            <Group gap="sm">
              {actions}
              {create && (
                <Button component={Link} to={create.to}>
                  {create.label}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {intro && <Text c="dimmed">{intro}</Text>}
        {searchable && (
          <TextInput
            type="search"
            label={t('resource_pages.search')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
        {props.filters}
        <ListBody {...props} rows={rows} search={search} />
        {children}
      </Stack>
    </Container>
  );
}

function ListBody<Row>({
  rows,
  search,
  title,
  create,
  columns,
  rowKey,
  rowLink,
  emptyText,
  filtered,
}: ResourceListPageProps<Row> & { rows: ResourceRows<Row>; search: string }) {
  const { t } = useTranslation();
  if (rows.isError)
    return (
      <Alert color="red" title={t('resource_pages.load_failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(rows.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => rows.refetch()}>
            {t('resource_pages.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!rows.data)
    return (
      <Text c="dimmed" role="status">
        {t('common.loading')}
      </Text>
    );
  if (rows.data.length === 0)
    return search || filtered ? (
      <Text c="dimmed" role="status">
        {search ? t('resource_pages.nothing_found', { search }) : t('resource_pages.nothing_matches')}
      </Text>
    ) : (
      <Stack gap="xs" align="flex-start" role="status">
        <Text c="dimmed">{emptyText ?? t('resource_pages.empty')}</Text>
        {create && (
          <Button component={Link} to={create.to} variant="light">
            {create.label}
          </Button>
        )}
      </Stack>
    );
  return (
    <Stack gap="sm">
      <ResourceTable caption={title} rows={rows.data} columns={columns} rowKey={rowKey} rowLink={rowLink} />
      {rows.hasNextPage && rows.fetchNextPage && (
        <Group justify="center">
          <Button variant="default" loading={rows.isFetchingNextPage} onClick={() => rows.fetchNextPage?.()}>
            {t('resource_pages.load_more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
