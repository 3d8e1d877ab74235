export { TipsAppModule, TIPS_SCHEMA } from './app.module';
export { startTips, TIPS_DEFAULT_PORT } from './main';
export { startTipWorker } from './worker/tip-worker';
export { levelTip } from './tutor/level-tutor';
