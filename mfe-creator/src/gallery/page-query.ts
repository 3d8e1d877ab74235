import { CREATIVE_PAGE_DEFAULT } from '@pylands/contracts';

export interface PageQuery {
  page: number;
  search: string;
}

/** Reads ?page&search; a missing or bad page is page 1. */
export function readPageQuery(params: URLSearchParams): PageQuery {
  const parsed = Number(params.get('page'));
  return {
    page: Number.isInteger(parsed) && parsed >= 1 ? parsed : CREATIVE_PAGE_DEFAULT,
    search: (params.get('search') ?? '').trim(),
  };
}

/** The address after a change: a new search starts again at page 1; defaults are left out. */
export function writePageQuery(current: PageQuery, change: Partial<PageQuery>): URLSearchParams {
  const search = (change.search ?? current.search).trim();
  const page = change.search !== undefined ? CREATIVE_PAGE_DEFAULT : (change.page ?? current.page);
  const out = new URLSearchParams();
  if (search) out.set('search', search);
  if (page !== CREATIVE_PAGE_DEFAULT) out.set('page', String(page));
  return out;
}
