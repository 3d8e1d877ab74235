import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { purchasePath, rolesOf } from '@pylands/contracts';
import { Button, LocaleLink, Skeleton, useCourseData, useSession } from '@pylands/shared-ui';
import { ChapterList } from './ChapterList';
import { ProgressBar } from './ProgressBar';

const Drawer = styled.nav`
  width: ${(p) => p.theme.layout.sidebarWidth}px;
  flex: 0 0 ${(p) => p.theme.layout.sidebarWidth}px;
  background: ${(p) => p.theme.colors.surface};
  border-inline-end: 1px solid ${(p) => p.theme.colors.border};
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  position: sticky;
  top: ${(p) => p.theme.layout.headerHeight}px;
  height: calc(100vh - ${(p) => p.theme.layout.headerHeight}px);
  overflow-y: auto;
  @media (max-width: 700px) {
    position: fixed;
    z-index: 40;
    inset-inline-start: 0;
  }
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  a {
    color: ${(p) => p.theme.colors.textMuted};
    text-decoration: none;
    padding: 4px 2px;
  }
  a:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

const CourseName = styled.h2`
  font-size: 1.1rem;
  margin: 8px 0 0;
`;

const Footer = styled.footer`
  margin-top: auto;
  font-size: 0.8rem;
  color: ${(p) => p.theme.colors.textMuted};
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
  padding-top: 12px;
  a {
    color: inherit;
  }
`;

const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.danger};
`;

/** The course drawer of doc 1 §2: actions, links, course progress and chapters. */
export function Sidebar({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const course = useCourseData(courseId);
  const roles = rolesOf(user);

  return (
    <Drawer aria-label={t('sidebar.label')}>
      <Button as={LocaleLink} to="level-creator" $variant="secondary">
        {t('sidebar.levelCreator')}
      </Button>
      {status === 'anonymous' && (
        <Button as={LocaleLink} to="login" $variant="secondary">
          {t('sidebar.logIn')}
        </Button>
      )}
      {/* §6: parents and parent students buy courses (anonymous visitors see it too); schools buy on the schools page. */}
      {(roles.anonymous || roles.parent || roles.parentStudent) && (
        <Button as={LocaleLink} to={purchasePath(roles)}>
          {t('sidebar.buyCourse')}
        </Button>
      )}
      {/* Issue 20: for visitors and parents only; a school's own staff and students already have one. */}
      {!roles.student && !roles.organizationUser && (
        <Button as={LocaleLink} to="schools" $variant="ghost">
          {t('sidebar.registerInstitution')}
        </Button>
      )}
      <Links>
        <LocaleLink to="challenges">{t('sidebar.challenges')}</LocaleLink>
        <LocaleLink to="creative-levels">{t('sidebar.creativeLevels')}</LocaleLink>
        <LocaleLink to="guide">{t('sidebar.teachersGuide')}</LocaleLink>
        <a href="mailto:hello@pylands.org">{t('sidebar.contactUs')}</a>
      </Links>
      <Button as={LocaleLink} to="courses" $variant="secondary" $small>
        {t('sidebar.chooseCourse')}
      </Button>
      {course.data ? (
        <>
          <CourseName>{course.data.name}</CourseName>
          <ProgressBar course={course.data} />
          <ChapterList course={course.data} />
        </>
      ) : course.error ? (
        <ErrorText role="alert">{t('sidebar.loadFailed')}</ErrorText>
      ) : (
        <Skeleton label={t('common.loading')} />
      )}
      <Footer>
        <span>{t('sidebar.copyright', { year: new Date().getFullYear() })}</span>
        <LocaleLink to="tos">{t('sidebar.terms')}</LocaleLink>
        <LocaleLink to="privacy">{t('sidebar.privacy')}</LocaleLink>
        <LocaleLink to="credits">{t('sidebar.credits')}</LocaleLink>
      </Footer>
    </Drawer>
  );
}
