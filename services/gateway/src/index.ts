export { createGateway } from './gateway';
export { main } from './main';
export { optionsFromEnv, resolveOptions, apiRoutes, REMOTE_NAMES } from './config';
export type { GatewayOptions, ApiRoute } from './config';
export { workerCsp, pageCsp, WORKER_SCRIPT_PATH } from './security-headers';
