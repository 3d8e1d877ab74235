export { servePglite, type PgliteServer } from './server';
