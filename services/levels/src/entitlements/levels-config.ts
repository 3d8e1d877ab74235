import { ENTITLEMENTS_OPTIONS, loadEntitlementsOptions, type EntitlementsOptions } from '@pylands/common';

/** levels' own options are the entitlements client's (common), under their old names. */
export const LEVELS_OPTIONS = ENTITLEMENTS_OPTIONS;
export type LevelsOptions = EntitlementsOptions;
export const loadLevelsOptions = loadEntitlementsOptions;
