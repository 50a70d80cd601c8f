import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';

type Props<T> = {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** Loading, the error with the server's reason, "nothing here", or the data. */
export function QueryState<T>({ query, isEmpty, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" title={t('admin_periods.load_failed')}>
        {errorText(query.error)}
      </Alert>
    );
  if (isEmpty?.(query.data)) return <Alert color="gray">{t('admin_periods.empty')}</Alert>;
  return <>{children(query.data)}</>;
}
