import { useSearchParams } from 'react-router';
import { readPageQuery, writePageQuery } from './page-query';

/** The list's page and search, kept in the address (?page=2&search=farm) so Back lands on the same page. */
export function usePageQuery() {
  const [params, setParams] = useSearchParams();
  const current = readPageQuery(params);
  return {
    ...current,
    setPage: (page: number) => setParams(writePageQuery(current, { page })),
    setSearch: (search: string) => setParams(writePageQuery(current, { search })),
  };
}
