// The async boundary lets Module Federation negotiate shared singletons before React loads.
import { startOfflineAndRunner } from './offline/start';

startOfflineAndRunner();
import('./bootstrap');
