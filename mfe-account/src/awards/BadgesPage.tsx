import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { awardsApi, Button, courseOption, LocaleLink } from '@pylands/shared-ui';
import { Muted } from '../panel-styles';
import { AwardLoadView } from './AwardLoadView';
import { AwardsHeader } from './AwardsHeader';
import { BadgeCard } from './BadgeCard';
import { badgeSections } from './badge-text';
import { useAwardLoad } from './useAwardLoad';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 14px;
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, 1fr);
    gap: 10px;
  }
`;

const Section = styled.section`
  margin-top: 28px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 12px;
  }
`;

const Group = styled.div`
  margin-bottom: 20px;
  h3 {
    margin: 0 0 10px;
    font-size: 1rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Empty = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  padding: 16px 20px;
  border-radius: 16px;
  border: 1px dashed ${(p) => p.theme.colors.border};
  p {
    margin: 0;
  }
`;

const loadBadges = (studentId: string, signal: AbortSignal) => awardsApi.badges(studentId, { signal });

/** badges/{studentId}: the badges a student earned, in colour, and the ones still to earn. */
export function BadgesPage() {
  const { t } = useTranslation();
  const { studentId = '' } = useParams();
  const [state, retry] = useAwardLoad(studentId, loadBadges);
  return (
    <AwardLoadView state={state} retry={retry}>
      {(list) => {
        const { earned, locked } = badgeSections(list.badges);
        return (
          <>
            <AwardsHeader
              icon="award"
              title={t('awards.badges.title', { name: list.student_name })}
              summary={t('awards.badges.count', { count: list.earned_count })}
              other={{
                to: `certificates/${list.student_id}`,
                icon: 'graduation',
                label: t('awards.toCertificates'),
              }}
            />
            <Muted>{t('awards.badges.intro')}</Muted>
            <Section aria-labelledby="badges-earned">
              <h2 id="badges-earned">{t('awards.badges.earnedTitle')}</h2>
              {earned.length > 0 ? (
                <Grid>
                  {earned.map((badge) => (
                    <BadgeCard key={badge.id} badge={badge} />
                  ))}
                </Grid>
              ) : (
                <Empty>
                  <p>{t('awards.badges.noneEarned')}</p>
                  <Button as={LocaleLink} to="">
                    {t('awards.badges.play')}
                  </Button>
                </Empty>
              )}
            </Section>
            {locked.length > 0 && (
              <Section aria-labelledby="badges-locked">
                <h2 id="badges-locked">{t('awards.badges.lockedTitle')}</h2>
                {locked.map((group) => {
                  const label = group.courseId ? courseOption(group.courseId)?.label : undefined;
                  return (
                    <Group key={group.courseId ?? 'other'}>
                      <h3>{label ? t(label) : (group.courseId ?? t('awards.badges.otherGroup'))}</h3>
                      <Grid>
                        {group.badges.map((badge) => (
                          <BadgeCard key={badge.id} badge={badge} />
                        ))}
                      </Grid>
                    </Group>
                  );
                })}
              </Section>
            )}
          </>
        );
      }}
    </AwardLoadView>
  );
}
