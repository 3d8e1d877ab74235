import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeacherGuideChapter } from '@pylands/contracts';
import {
  Button,
  Icon,
  LocaleLink,
  Page,
  PageTitle,
  Spinner,
  teacherGuideApi,
  useContentNames,
} from '@pylands/shared-ui';
import { FormError } from '../auth/AuthForm';
import { chapterGuidePath } from './guide-route';
import { Chip, GuidePrintStyle, Kicker, Lead, Section } from './guide-styles';
import { InlineText } from './InlineText';
import { LessonPlan } from './LessonPlan';
import { LevelsTable } from './LevelsTable';
import { ReferenceSolutions } from './ReferenceSolutions';
import { useGuideLoad } from './use-guide-load';

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

const Concept = styled(Lead)`
  margin: 0;
  padding: 16px 20px;
  border-radius: 14px;
  border-inline-start: 5px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.surface};
`;

const Mistakes = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 10px;
  li {
    padding: 12px 16px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    line-height: 1.5;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 6px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Questions = styled.ol`
  padding-inline-start: 24px;
  li {
    margin-bottom: 8px;
    line-height: 1.5;
  }
`;

const ChapterLinks = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-top: 32px;
  a:last-child {
    margin-inline-start: auto;
  }
`;

/** The guide of one chapter, as loaded. */
export function ChapterGuide({ guide }: { guide: TeacherGuideChapter }) {
  const { t } = useTranslation();
  const names = useContentNames();
  return (
    <>
      <Kicker>
        {names.course(guide.course_id, guide.course_name)} ·{' '}
        {t('teacherGuide.chapterNumber', { number: guide.chapter_id })}
      </Kicker>
      <PageTitle>{names.chapter(guide.course_id, guide.chapter_id, guide.chapter_name)}</PageTitle>
      <Chip>{t('teacherGuide.lessonMinutes', { minutes: guide.lesson_minutes })}</Chip>
      <Section aria-labelledby="guide-concept">
        <h2 id="guide-concept">{t('teacherGuide.concept')}</h2>
        <Concept>
          <InlineText text={guide.concept} />
        </Concept>
      </Section>
      <Section aria-labelledby="guide-levels">
        <h2 id="guide-levels">{t('teacherGuide.levels')}</h2>
        <LevelsTable guide={guide} />
      </Section>
      <Section aria-labelledby="guide-mistakes">
        <h2 id="guide-mistakes">{t('teacherGuide.mistakes')}</h2>
        <Mistakes>
          {guide.mistakes.map((item) => (
            <li key={item.mistake}>
              <p>
                <InlineText text={item.mistake} />
              </p>
              <p>
                <strong>{t('teacherGuide.howToHelp')}</strong> <InlineText text={item.help} />
              </p>
            </li>
          ))}
        </Mistakes>
      </Section>
      <Section aria-labelledby="guide-questions">
        <h2 id="guide-questions">{t('teacherGuide.questions')}</h2>
        <Questions>
          {guide.discussion_questions.map((question) => (
            <li key={question}>
              <InlineText text={question} />
            </li>
          ))}
        </Questions>
      </Section>
      <Section aria-labelledby="guide-lesson">
        <h2 id="guide-lesson">{t('teacherGuide.lessonPlan')}</h2>
        <LessonPlan steps={guide.lesson_plan} />
      </Section>
      <Section aria-labelledby="guide-solutions">
        <h2 id="guide-solutions">{t('teacherGuide.solutions')}</h2>
        <ReferenceSolutions levels={guide.levels} visible={guide.solutions_visible} />
      </Section>
      <ChapterLinks data-print-hidden>
        {guide.previous && (
          <Button as={LocaleLink} to={chapterGuidePath(guide.previous)} $variant="secondary">
            <Icon name="arrowLeft" size={16} /> {t('teacherGuide.previous', { chapter: guide.previous.name })}
          </Button>
        )}
        {guide.next && (
          <Button as={LocaleLink} to={chapterGuidePath(guide.next)} $variant="secondary">
            {t('teacherGuide.next', { chapter: guide.next.name })} <Icon name="arrowRight" size={16} />
          </Button>
        )}
      </ChapterLinks>
    </>
  );
}

/** guide/{courseId}/{chapterId}: one chapter's guide, printable. */
export function ChapterGuidePage({ courseId, chapterId }: { courseId: string; chapterId: number }) {
  const { t } = useTranslation();
  const load = useGuideLoad(`${courseId}/${chapterId}`, (signal) =>
    teacherGuideApi.chapter(courseId, chapterId, signal),
  );
  return (
    <Page data-guide style={{ maxWidth: 1000 }}>
      <GuidePrintStyle />
      <Toolbar data-print-hidden>
        <LocaleLink to="guide">
          <Icon name="arrowLeft" size={16} /> {t('teacherGuide.backToIndex')}
        </LocaleLink>
        {load.state === 'ready' && (
          <Button type="button" $variant="secondary" onClick={() => window.print()}>
            {t('teacherGuide.print')}
          </Button>
        )}
      </Toolbar>
      {load.state === 'loading' && <Spinner />}
      {load.state === 'not-found' && <FormError role="alert">{t('teacherGuide.notFound')}</FormError>}
      {load.state === 'failed' && <FormError role="alert">{t('teacherGuide.loadFailed')}</FormError>}
      {load.state === 'ready' && <ChapterGuide guide={load.data} />}
    </Page>
  );
}
