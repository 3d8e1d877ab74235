import { CreateTipsTables1764100000000 } from './1764100000000-create-tips-tables';
import { CreateLevelTips1764200000000 } from './1764200000000-create-level-tips';

export const TIPS_MIGRATIONS = [CreateTipsTables1764100000000, CreateLevelTips1764200000000];
