import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { CREATIVE_PAGE_SIZE_DEFAULT } from '@pylands/contracts';
import { courseOption, creativeApi, LocaleLink, PageTitle } from '@pylands/shared-ui';
import { LevelList } from './LevelList';
import { WidePage } from './PublicLevelsPage';
import { SearchBox } from './SearchBox';
import { useLoad } from './useLoad';
import { usePageQuery } from './usePageQuery';

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 24px;
  div {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 12px;
    padding: 10px 18px;
    min-width: 140px;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 2px 0 0;
    font-size: 1.6rem;
    font-weight: 800;
  }
`;

/** `creative-levels/creator/{creatorUserId}`: one creator's numbers and their public levels. */
export function CreatorLevelsPage() {
  const { t } = useTranslation();
  const { creatorUserId = '' } = useParams();
  const { page, search, setPage, setSearch } = usePageQuery();
  const stats = useLoad((signal) => creativeApi.creatorStats(creatorUserId, { signal }), creatorUserId);
  const levels = useLoad(
    (signal) =>
      creativeApi.creatorPage(
        creatorUserId,
        { page, size: CREATIVE_PAGE_SIZE_DEFAULT, search: search || undefined },
        { signal },
      ),
    `${creatorUserId}|${page}|${search}`,
  );
  const name = levels.status === 'ready' ? levels.data.items[0]?.creator_name : undefined;
  return (
    <WidePage>
      <p>
        <LocaleLink to="creative-levels">{t('gallery.backToAll')}</LocaleLink>
      </p>
      <PageTitle>{name ? t('gallery.creatorTitle', { name }) : t('page.creatorLevels')}</PageTitle>
      {stats.status === 'ready' && (
        <Stats aria-label={t('gallery.statsLabel')}>
          <div>
            <dt>{t('gallery.statsLevels')}</dt>
            <dd>{stats.data.public_levels}</dd>
          </div>
          {Object.entries(stats.data.courses).map(([course, count]) => {
            const option = courseOption(course);
            return (
              <div key={course}>
                <dt>{option ? t(option.label) : course}</dt>
                <dd>{count}</dd>
              </div>
            );
          })}
        </Stats>
      )}
      <SearchBox value={search} onSearch={setSearch} />
      <LevelList
        load={levels}
        onPage={setPage}
        showCreator={false}
        empty={<p>{search ? t('gallery.noResults', { search }) : t('gallery.creatorEmpty')}</p>}
      />
    </WidePage>
  );
}
