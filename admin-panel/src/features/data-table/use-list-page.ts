import { useCallback } from 'react';
import { fetchListPage, type ListItem } from '@dds/shared/api';
import type { ResourceName } from '@dds/shared/resources';
import type { Page } from '@dds/shared/schemas';
import { useServerData } from '../auth';
import { toListQuery, type ListParams } from './list-params';

/**
 * One page of an admin list from the server (useServerData: a newer request drops an older one, a
 * 401 is left to the session dialog and the page is read again after the login).
 */
export function useListPage<L extends ResourceName>(list: L, params: ListParams) {
  const { loading, data, error, reload, setData } = useServerData<Page<ListItem<L>>>(
    list,
    (signal) =>
      fetchListPage(list, { ...toListQuery(params), page: params.page, pageSize: params.pageSize }, { signal }),
    [list, params],
  );
  const replaceItem = useCallback(
    (item: ListItem<L>) =>
      setData((page) => (page ? { ...page, items: page.items.map((i) => (i.id === item.id ? item : i)) } : page)),
    [setData],
  );
  return { loading, data, error, reload, replaceItem };
}
