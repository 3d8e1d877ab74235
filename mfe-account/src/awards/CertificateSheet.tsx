import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CertificateVerification } from '@pylands/contracts';
import { formatDate, Icon } from '@pylands/shared-ui';
import { Round } from './award-styles';

const GOLD = '#ffc857';

/** A certificate as on paper: a framed sheet, warm against the dark page. */
const Sheet = styled.article<{ $revoked: boolean }>`
  position: relative;
  margin: 8px 0 20px;
  padding: 10px;
  border-radius: 18px;
  background: linear-gradient(135deg, ${GOLD}, #e0a93b 50%, ${GOLD});
  filter: ${(p) => (p.$revoked ? 'grayscale(1) opacity(0.7)' : 'none')};
`;

const Inner = styled.div`
  display: grid;
  justify-items: center;
  gap: 6px;
  padding: 36px 28px 28px;
  border-radius: 12px;
  text-align: center;
  color: #1d2530;
  background: #fffaf0;
  border: 2px solid #e9d6a8;
  @media (max-width: 480px) {
    padding: 24px 14px 20px;
  }
`;

const Heading = styled.h1`
  margin: 8px 0 4px;
  font-size: 1.9rem;
  letter-spacing: 0.02em;
  color: #1f6f3a;
  @media (max-width: 480px) {
    font-size: 1.4rem;
  }
`;

const Small = styled.p`
  margin: 0;
  color: #5b6573;
`;

const Name = styled.p`
  margin: 6px 0;
  padding: 0 24px 6px;
  font-size: 2.2rem;
  font-weight: 800;
  border-bottom: 2px solid #e9d6a8;
  overflow-wrap: anywhere;
  @media (max-width: 480px) {
    font-size: 1.7rem;
  }
`;

const Course = styled.p`
  margin: 2px 0 12px;
  font-size: 1.4rem;
  font-weight: 800;
  color: #1f6f3a;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px 36px;
  margin: 8px 0 0;
  div {
    display: grid;
    gap: 2px;
  }
  dt {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: #5b6573;
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Seal = styled(Round)`
  color: #fffaf0;
  background: #1f6f3a;
  box-shadow:
    0 0 0 4px #fffaf0,
    0 0 0 6px ${GOLD};
`;

/** The certificate itself on its public page: who, what, when, from which school, its number. */
export function CertificateSheet({ certificate }: { certificate: CertificateVerification }) {
  const { t, i18n } = useTranslation();
  return (
    <Sheet $revoked={certificate.status === 'revoked'} aria-labelledby="certificate-heading">
      <Inner>
        <Seal $size={64} aria-hidden>
          <Icon name={certificate.kind === 'course' ? 'graduation' : 'award'} size={34} />
        </Seal>
        <Heading id="certificate-heading">{t(`awards.certificate.heading.${certificate.kind}`)}</Heading>
        <Small>{t('awards.certificate.certifies')}</Small>
        <Name>{certificate.student_name}</Name>
        <Small>{t(`awards.certificate.completed.${certificate.kind}`)}</Small>
        <Course>{certificate.course_name}</Course>
        <Facts>
          <div>
            <dt>{t('awards.certificate.date')}</dt>
            <dd>{formatDate(i18n.language, certificate.issued_at, 'long')}</dd>
          </div>
          {certificate.school_name && (
            <div>
              <dt>{t('awards.certificate.school')}</dt>
              <dd>{certificate.school_name}</dd>
            </div>
          )}
          <div>
            <dt>{t('awards.certificate.number')}</dt>
            <dd>{certificate.id}</dd>
          </div>
        </Facts>
        <Small>{t('awards.certificate.issuer')}</Small>
      </Inner>
    </Sheet>
  );
}
