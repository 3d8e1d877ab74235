export * from './auth';
export * from './characters';
export * from './credit';
export * from './errors';
export * from './events';
export * from './level';
export * from './paths';
export * from './profile';
