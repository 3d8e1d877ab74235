import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeacherGuideCourse } from '@pylands/contracts';
import {
  LocaleLink,
  Page,
  PageTitle,
  Spinner,
  teacherGuideApi,
  useContentNames,
  VisuallyHidden,
} from '@pylands/shared-ui';
import { FormError } from '../auth/AuthForm';
import { chapterGuidePath } from './guide-route';
import { Chip, GuidePrintStyle, Kicker, Lead, Section } from './guide-styles';
import { InlineText } from './InlineText';
import { useGuideLoad } from './use-guide-load';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 12px;
  margin: 12px 0 20px;
  div {
    padding: 12px 16px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
  }
  dt {
    font-weight: 800;
    margin-bottom: 4px;
  }
  dd {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.5;
  }
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 14px;
`;

const Card = styled(LocaleLink)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  box-sizing: border-box;
  padding: 16px 18px;
  border-radius: 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: inherit;
  text-decoration: none;
  transition: border-color 0.15s;
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.5;
    display: -webkit-box;
    -webkit-line-clamp: 4;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const CardHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 800;
`;

function CourseSection({ course }: { course: TeacherGuideCourse }) {
  const { t } = useTranslation();
  const names = useContentNames();
  return (
    <Section aria-labelledby={`guide-${course.course_id}`}>
      <h2 id={`guide-${course.course_id}`}>{names.course(course.course_id, course.name)}</h2>
      <Lead>{course.summary}</Lead>
      <Facts>
        <div>
          <dt>{t('teacherGuide.audience')}</dt>
          <dd>{course.audience}</dd>
        </div>
        <div>
          <dt>{t('teacherGuide.howToUse')}</dt>
          <dd>
            <InlineText text={course.how_to_use} />
          </dd>
        </div>
      </Facts>
      <Cards>
        {course.chapters.map((chapter) => (
          <li key={chapter.chapter_id}>
            <Card to={chapterGuidePath({ course_id: course.course_id, chapter_id: chapter.chapter_id })}>
              {/* The link's purpose first; the card's visible text follows in its name (WCAG 2.5.3). */}
              <VisuallyHidden>
                {t('teacherGuide.openChapter', {
                  chapter: names.chapter(course.course_id, chapter.chapter_id, chapter.name),
                })}
              </VisuallyHidden>
              <CardHead>
                <span>{t('teacherGuide.chapterNumber', { number: chapter.chapter_id })}</span>
                <Chip>{t('teacherGuide.levelCount', { count: chapter.level_count })}</Chip>
              </CardHead>
              <h3>{names.chapter(course.course_id, chapter.chapter_id, chapter.name)}</h3>
              <p>
                <InlineText text={chapter.concept} />
              </p>
            </Card>
          </li>
        ))}
      </Cards>
    </Section>
  );
}

/** guide: both courses with an overview and their chapters as cards. */
export function GuideIndexPage() {
  const { t } = useTranslation();
  const load = useGuideLoad('index', (signal) => teacherGuideApi.index(signal));
  return (
    <Page data-guide style={{ maxWidth: 1100 }}>
      <GuidePrintStyle />
      <Kicker>{t('app.name')}</Kicker>
      <PageTitle>{t('teacherGuide.title')}</PageTitle>
      <Lead>{t('teacherGuide.intro')}</Lead>
      {load.state === 'loading' && <Spinner />}
      {load.state !== 'loading' && load.state !== 'ready' && (
        <FormError role="alert">{t('teacherGuide.loadFailed')}</FormError>
      )}
      {load.state === 'ready' &&
        load.data.courses.map((course) => <CourseSection key={course.course_id} course={course} />)}
    </Page>
  );
}
