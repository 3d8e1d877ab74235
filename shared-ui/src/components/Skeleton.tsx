import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.45; }`;

const Line = styled.div<{ $width: number }>`
  height: 14px;
  margin: 10px 0;
  width: ${(p) => p.$width}%;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** The loading placeholder: 8 lines by default (spec: skeleton loader 8 lines). */
export function Skeleton({ lines = 8, label }: { lines?: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <Line key={i} $width={92 - ((i * 17) % 40)} />
      ))}
    </div>
  );
}
