import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CurrentPlan } from '@pylands/contracts';
import { useSession } from '@pylands/shared-ui';
import { attemptCounter } from '../run/attempt-counter';
import { hasUnlimitedAttempts } from './unlimited-attempts';

const Badge = styled.span<{ $out: boolean }>`
  padding: 6px 10px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => (p.$out ? p.theme.colors.danger : p.theme.colors.border)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/**
 * used/limit, with the spec's tooltip (doc 2 §9); ∞ for subscribers and purchased courses.
 * `limit`: what the server last said (a challenge run start), when known.
 */
export function AttemptCounter({
  used,
  plan,
  limit,
}: {
  used: number;
  plan: CurrentPlan | null;
  limit?: number | null;
}) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const user = useSession((s) => s.user);
  const counter = attemptCounter(used, signedIn, hasUnlimitedAttempts(user, plan), limit);
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
