import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@pylands/shared-ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin: 24px 0 8px;
`;

/** Previous / Page N of M / Next under a list (shown only when there is more than one page). */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('gallery.pages')}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('gallery.previous')}
      </Button>
      <span aria-live="polite">{t('gallery.pageOf', { page, pages })}</span>
      <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('gallery.next')}
      </Button>
    </Nav>
  );
}
