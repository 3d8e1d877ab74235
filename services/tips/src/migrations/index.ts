import { CreateTipsTables1764100000000 } from './1764100000000-create-tips-tables';

export const TIPS_MIGRATIONS = [CreateTipsTables1764100000000];
