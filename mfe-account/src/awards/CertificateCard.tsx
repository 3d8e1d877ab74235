import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IssuedCertificate } from '@pylands/contracts';
import { Button, formatDate, Icon, LocaleLink, localePath, useLng } from '@pylands/shared-ui';
import { Round } from './award-styles';
import { CertificateDownloads } from './CertificateDownloads';
import { kindLabel } from './certificate-text';
import { useCopyLink } from './useCopyLink';

const Card = styled.li<{ $revoked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 16px;
  padding: 20px;
  border-radius: 16px;
  border: 1px solid ${(p) => (p.$revoked ? p.theme.colors.danger : p.theme.colors.border)};
  background: linear-gradient(135deg, rgba(255, 200, 87, 0.1), ${(p) => p.theme.colors.surface} 45%);
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 4px 0 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const Seal = styled(Round)`
  @media (max-width: 480px) {
    display: none;
  }
  color: ${(p) => p.theme.colors.warning};
  border: 3px solid ${(p) => p.theme.colors.warning};
  background: rgba(255, 200, 87, 0.12);
`;

const Kind = styled.p`
  && {
    margin: 2px 0 6px;
    color: ${(p) => p.theme.colors.warning};
    font-weight: 700;
    font-size: 0.9rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Meta = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;

const Revoked = styled.p`
  && {
    color: ${(p) => p.theme.colors.danger};
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 14px;
`;

const Status = styled.span`
  align-self: center;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** One issued certificate: what, when and from whom, and its page, files and shareable link. */
export function CertificateCard({ certificate }: { certificate: IssuedCertificate }) {
  const { t, i18n } = useTranslation();
  const lng = useLng();
  // The public verification page in the reader's language: the link a family shares.
  const url = new URL(localePath(lng, `certificate/${certificate.id}`), window.location.origin).href;
  const [copy, copyLink] = useCopyLink(url);
  const titleId = `certificate-${certificate.id}`;
  return (
    <Card $revoked={!!certificate.revoked_at} aria-labelledby={titleId}>
      <Seal $size={64} aria-hidden>
        <Icon name={certificate.kind === 'course' ? 'graduation' : 'award'} size={34} />
      </Seal>
      <div>
        <h2 id={titleId}>{certificate.course_name}</h2>
        <Kind>{t(kindLabel(certificate.kind))}</Kind>
        <Meta>
          {t('awards.certificates.issuedOn', {
            date: formatDate(i18n.language, certificate.issued_at, 'long'),
          })}
        </Meta>
        {certificate.school_name && (
          <Meta>{t('awards.certificates.school', { school: certificate.school_name })}</Meta>
        )}
        {certificate.revoked_at && (
          <Revoked>
            {t('awards.certificates.revokedTag', {
              date: formatDate(i18n.language, certificate.revoked_at, 'long'),
            })}
          </Revoked>
        )}
        <Actions>
          <Button
            as={LocaleLink}
            to={`certificate/${certificate.id}`}
            aria-label={t('awards.certificates.viewLabel', { title: certificate.course_name })}
          >
            {t('awards.certificates.view')}
          </Button>
          {!certificate.revoked_at && (
            <>
              <CertificateDownloads id={certificate.id} pdfVariant="secondary" />
              <Button $variant="secondary" onClick={copyLink}>
                {t('awards.certificates.copy')}
              </Button>
            </>
          )}
          <Status role="status">
            {copy === 'copied' && t('awards.certificates.copied')}
            {copy === 'failed' && t('awards.certificates.copyFailed', { url })}
          </Status>
        </Actions>
      </div>
    </Card>
  );
}
