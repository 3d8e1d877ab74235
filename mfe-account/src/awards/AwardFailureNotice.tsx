import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Icon, LocaleLink, type TranslationKey } from '@pylands/shared-ui';
import { Panel } from '../panel-styles';
import type { AwardFailure } from './award-failure';

const Box = styled(Panel)`
  display: grid;
  justify-items: start;
  gap: 12px;
  p {
    margin: 0;
  }
`;

const Title = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 700;
  font-size: 1.1rem;
`;

const Hint = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;

const TEXTS: Record<AwardFailure, TranslationKey> = {
  signIn: 'awards.signIn',
  forbidden: 'awards.forbidden',
  notFound: 'awards.certificate.unknown',
  failed: 'awards.failed',
};

/** What an awards page says instead of its content: log in, not yours, unknown, or try again. */
export function AwardFailureNotice({ failure, onRetry }: { failure: AwardFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box as="div" role="alert">
      <Title>
        <Icon name={failure === 'signIn' ? 'user' : 'shieldAlert'} size={22} />
        {t(TEXTS[failure])}
      </Title>
      {failure === 'forbidden' && <Hint>{t('awards.forbiddenHint')}</Hint>}
      {failure === 'notFound' && <Hint>{t('awards.certificate.unknownHint')}</Hint>}
      {failure === 'signIn' && (
        <Button as={LocaleLink} to="login">
          {t('awards.logIn')}
        </Button>
      )}
      {failure === 'failed' && (
        <Button $variant="secondary" onClick={onRetry}>
          <Icon name="retry" />
          {t('awards.retry')}
        </Button>
      )}
      {failure === 'notFound' && <LocaleLink to="">{t('awards.certificate.home')}</LocaleLink>}
    </Box>
  );
}
