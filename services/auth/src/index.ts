export { AuthAppModule, AUTH_SCHEMA } from './app.module';
export { startAuth, AUTH_DEFAULT_PORT } from './main';
