import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeacherGuideLessonStep, TeacherGuideSegment } from '@pylands/contracts';
import { InlineText } from './InlineText';
import { lessonTimeline } from './lesson-timeline';

/** One colour per segment, the same in the bar and on the timeline. */
const SEGMENT_COLOURS: Record<TeacherGuideSegment, string> = {
  'warm-up': '#ffc857',
  demo: '#5bc0eb',
  'guided-play': '#3fbf5f',
  challenge: '#ff8f5a',
  'wrap-up': '#b794f6',
};

const Bar = styled.div`
  display: flex;
  height: 14px;
  border-radius: 999px;
  overflow: hidden;
  margin: 4px 0 16px;
  @media print {
    display: none;
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 160px 1fr;
    gap: 12px;
    padding-block: 12px;
    padding-inline: 14px 0;
    border-inline-start: 4px solid var(--segment);
    margin-bottom: 10px;
    background: ${(p) => p.theme.colors.surface};
    border-radius: 0 ${(p) => p.theme.radius} ${(p) => p.theme.radius} 0;
  }
  @media (max-width: 600px) {
    li {
      grid-template-columns: 1fr;
      gap: 4px;
    }
  }
`;

const When = styled.div`
  strong {
    display: block;
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Activity = styled.p`
  margin: 0;
  padding-inline-end: 14px;
  line-height: 1.55;
`;

/** The lesson as a timeline: each segment's clock time, length and what the class does. */
export function LessonPlan({ steps }: { steps: readonly TeacherGuideLessonStep[] }) {
  const { t } = useTranslation();
  const timeline = lessonTimeline(steps);
  return (
    <>
      <Bar aria-hidden>
        {timeline.map((step) => (
          <span
            key={step.segment}
            style={{ flexGrow: step.minutes, background: SEGMENT_COLOURS[step.segment] }}
          />
        ))}
      </Bar>
      <Steps>
        {timeline.map((step) => (
          <li key={step.segment} style={{ ['--segment' as string]: SEGMENT_COLOURS[step.segment] }}>
            <When>
              <strong>{t(`teacherGuide.segment.${step.segment}`)}</strong>
              <span>
                {t('teacherGuide.minuteRange', { from: step.from, to: step.to })} ·{' '}
                {t('teacherGuide.minutes', { count: step.minutes })}
              </span>
            </When>
            <Activity>
              <InlineText text={step.activity} />
            </Activity>
          </li>
        ))}
      </Steps>
    </>
  );
}
