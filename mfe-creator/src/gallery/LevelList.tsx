import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreativeLevelPage } from '@pylands/contracts';
import { apiErrorMessage, Skeleton } from '@pylands/shared-ui';
import { LevelCard, LevelGrid } from './LevelCard';
import { Pager } from './Pager';
import type { Load } from './useLoad';

export const EmptyBox = styled.div`
  text-align: center;
  padding: 36px 16px;
  border: 2px dashed ${(p) => p.theme.colors.border};
  border-radius: 14px;
  color: ${(p) => p.theme.colors.textMuted};
  p {
    margin: 0 0 14px;
    font-size: 1.05rem;
  }
`;

const Failure = styled.p`
  color: ${(p) => p.theme.colors.danger};
`;

/** A page of levels as cards with the pager, or the loader, the failure, or `empty`. */
export function LevelList({
  load,
  onPage,
  empty,
  showCreator = true,
}: {
  load: Load<CreativeLevelPage>;
  onPage: (page: number) => void;
  empty: ReactNode;
  showCreator?: boolean;
}) {
  const { t } = useTranslation();
  if (load.status === 'loading') return <Skeleton label={t('common.loading')} />;
  if (load.status === 'error')
    return <Failure role="alert">{apiErrorMessage(t, load.error, t('common.errorOccurred'))}</Failure>;
  const { items, page, pages } = load.data;
  if (items.length === 0) return <EmptyBox>{empty}</EmptyBox>;
  return (
    <>
      <LevelGrid>
        {items.map((level) => (
          <LevelCard
            key={`${level.course_id}/${level.user_id}/${level.level_slug}`}
            level={level}
            showCreator={showCreator}
          />
        ))}
      </LevelGrid>
      <Pager page={page} pages={pages} onPage={onPage} />
    </>
  );
}
