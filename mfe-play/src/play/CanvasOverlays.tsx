import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ChooseStudentDialog, Icon, LocaleLink, type IconName } from '@pylands/shared-ui';

/** Covers the game canvas: the map shows dimmed behind, and nothing on it can be played. */
const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  /* Taller than a small canvas? Then it scrolls inside the map instead of being cut off. */
  place-items: safe center;
  overflow: auto;
  padding: 20px;
  background: radial-gradient(circle at 50% 45%, rgba(18, 22, 28, 0.72), rgba(8, 11, 15, 0.9));
  backdrop-filter: blur(2px);
  z-index: 2;
`;

const Card = styled.section`
  max-width: 420px;
  text-align: center;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 18px;
  padding: 22px 24px 20px;
  box-shadow: 0 16px 40px rgba(0, 0, 0, 0.45);
  h2 {
    margin: 10px 0 8px;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 16px;
    line-height: 1.5;
    color: ${(p) => p.theme.colors.textMuted};
  }
  @media (max-width: 600px) {
    padding: 14px 16px;
    h2 {
      margin: 4px 0 6px;
      font-size: 1.05rem;
    }
    p {
      font-size: 0.88rem;
      margin-bottom: 10px;
    }
  }
`;

const Badge = styled.span<{ $tone: 'primary' | 'warning' }>`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  color: ${(p) => p.theme.colors[p.$tone]};
  background: ${(p) => (p.$tone === 'primary' ? 'rgba(63, 191, 95, 0.16)' : 'rgba(255, 200, 87, 0.16)')};
  @media (max-width: 600px) {
    display: none;
  }
`;

function Overlay({
  icon,
  tone,
  title,
  text,
  children,
}: {
  icon: IconName;
  tone: 'primary' | 'warning';
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <Cover>
      <Card role="region" aria-label={title}>
        <Badge $tone={tone} aria-hidden>
          <Icon name={icon} size={34} />
        </Badge>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        {children}
      </Card>
    </Cover>
  );
}

/** Doc 2 §6: a signed-in user without a student (parent, teacher, admin) cannot run code. */
export function ChooseStudentOverlay() {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Overlay
        icon="user"
        tone="primary"
        title={t('play.chooseStudentToPlay')}
        text={t('play.chooseStudentText')}
      >
        <Button aria-haspopup="dialog" onClick={() => setChoosing(true)}>
          <Icon name="user" size={16} /> {t('play.chooseStudent')}
        </Button>
      </Overlay>
      {choosing && <ChooseStudentDialog stayHere onClose={() => setChoosing(false)} />}
    </>
  );
}

/** Doc 2 §2/§6: a parent tier used by an organization blocks the game until it upgrades. */
export function InvalidRegistrationOverlay() {
  const { t } = useTranslation();
  return (
    <Overlay
      icon="shieldAlert"
      tone="warning"
      title={t('play.invalidRegistration.title')}
      text={t('play.invalidRegistration.text')}
    >
      <Button as={LocaleLink} to="schools">
        {t('play.invalidRegistration.upgrade')}
      </Button>
    </Overlay>
  );
}
