import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '@pylands/shared-ui';
import { attemptCounter } from '../run/attempt-counter';

const Badge = styled.span<{ $out: boolean }>`
  padding: 6px 10px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => (p.$out ? p.theme.colors.danger : p.theme.colors.border)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** used/limit, with the spec's tooltip (doc 2 §9). */
export function AttemptCounter({ used }: { used: number }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const counter = attemptCounter(used, signedIn, false);
  const tooltip = t(counter.tooltipKey, { count: counter.remaining ?? 0 });
  return (
    <Badge
      title={tooltip}
      aria-label={`${t('attempts.label')}: ${used}/${counter.limit ?? '∞'}. ${tooltip}`}
      $out={counter.remaining === 0}
    >
      {counter.limit === null ? '∞' : t('attempts.counter', { used, limit: counter.limit })}
    </Badge>
  );
}
