import { CreateLevelsTables1763900100000 } from './1763900100000-create-levels-tables';

export const LEVELS_MIGRATIONS = [CreateLevelsTables1763900100000];
