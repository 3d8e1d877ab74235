export { LevelsAppModule, LEVELS_SCHEMA } from './app.module';
export { startLevels, LEVELS_DEFAULT_PORT } from './main';
