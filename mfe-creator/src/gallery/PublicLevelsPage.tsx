import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CREATIVE_PAGE_SIZE_DEFAULT } from '@pylands/contracts';
import { Button, creativeApi, LocaleLink, Page, PageTitle } from '@pylands/shared-ui';
import { LEVEL_CREATOR_PATH } from './links';
import { LevelList } from './LevelList';
import { SchoolLevels } from './SchoolLevels';
import { SearchBox } from './SearchBox';
import { useLoad } from './useLoad';
import { usePageQuery } from './usePageQuery';

export const WidePage = styled(Page)`
  max-width: 1200px;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 20px;
  h1 {
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const AllTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.3rem;
`;

/** `creative-levels`: the public levels with a search and pages, the school's levels, and a way to make one. */
export function PublicLevelsPage() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePageQuery();
  const load = useLoad(
    (signal) =>
      creativeApi.publicPage(
        { page, size: CREATIVE_PAGE_SIZE_DEFAULT, search: search || undefined },
        { signal },
      ),
    `${page}|${search}`,
  );
  const makeYourOwn = (
    <Button as={LocaleLink} to={LEVEL_CREATOR_PATH}>
      {t('gallery.makeYourOwn')}
    </Button>
  );
  return (
    <WidePage>
      <Header>
        <div>
          <PageTitle>{t('page.creativeLevels')}</PageTitle>
          <p>{t('gallery.intro')}</p>
        </div>
        {makeYourOwn}
      </Header>
      <SchoolLevels />
      <AllTitle>{t('gallery.allTitle')}</AllTitle>
      <SearchBox value={search} onSearch={setSearch} />
      <LevelList
        load={load}
        onPage={setPage}
        empty={
          search ? (
            <p>{t('gallery.noResults', { search })}</p>
          ) : (
            <>
              <p>{t('gallery.empty')}</p>
              {makeYourOwn}
            </>
          )
        }
      />
    </WidePage>
  );
}
