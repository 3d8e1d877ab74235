import { UnauthorizedException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import type { LevelContent } from '@pylands/content';
import { LEVEL_REQUIRES_LOGIN_MESSAGE } from '@pylands/contracts';

/** Levels marked `requiresLogin` (intro-level5..7) are not played anonymously: 401 (the sign-up prompt). */
export function assertLevelOpenTo(level: LevelContent, identity: Identity | null): void {
  if (level.requiresLogin && !identity) throw new UnauthorizedException(LEVEL_REQUIRES_LOGIN_MESSAGE);
}
