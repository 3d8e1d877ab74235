import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CataloguePrice } from '@pylands/contracts';
import {
  Button,
  formatMoney,
  LocaleLink,
  PlanCard as Card,
  PlanPrice as Price,
  useLng,
  type CourseOption,
} from '@pylands/shared-ui';

const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceRaised};
  font-size: 1.4rem;
`;

/** Two columns: the chapter names fit beside each other on a card. */
const Chapters = styled.ul`
  columns: 2;
  column-gap: 24px;
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: 12px;
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

/**
 * One course option (doc 1 §3) with its price: its map changes to a later level's on hover, so a
 * parent sees where the course goes; the button starts the checkout of its plan key.
 */
export function CourseCard({
  option,
  price,
  action,
}: {
  option: CourseOption;
  price: CataloguePrice | null;
  /** The button: buy (a parent), or another way for who cannot buy here. */
  action: 'buy' | 'signup' | 'none';
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const [hover, setHover] = useState(false);
  const label = t(option.label);
  return (
    <Card onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)} aria-label={label}>
      <h2>
        <Logo aria-hidden>{option.logo}</Logo>
        {label}
      </h2>
      <Picture src={hover ? option.hoverImage : option.image} alt={t('purchase.mapAlt', { course: label })} />
      <p>{t(option.description)}</p>
      <Price>
        {price ? formatMoney(price.amount_minor, price.currency, lng) : '…'}
        <small>{t('purchase.oncePrice')}</small>
      </Price>
      {/* A full page load to checkout: the gateway's checkout headers (Paddle.js, no isolation) apply. */}
      {action === 'buy' && (
        <Button as={LocaleLink} to={`checkout?plan=${option.planKey}`} reloadDocument>
          {t('purchase.buyCourse', { course: label })}
        </Button>
      )}
      {action === 'signup' && (
        <Button as={LocaleLink} to="signup">
          {t('purchase.signUpToBuy')}
        </Button>
      )}
      <strong>{t('purchase.chapters', { count: option.chapters.length })}</strong>
      <Chapters>
        {option.chapters.map((chapter) => (
          <li key={chapter}>{t(chapter)}</li>
        ))}
      </Chapters>
    </Card>
  );
}
