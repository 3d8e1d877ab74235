export * from './account';
// Named explicitly: a module added later that also defines these must not make them ambiguous.
export { okResponseSchema, type OkResponse } from './account';
export * from './auth';
export * from './certificate';
export * from './characters';
export * from './creative-level';
export * from './credit';
export * from './errors';
export * from './events';
export * from './languages';
export * from './level';
export * from './organization';
export * from './paths';
export * from './payment';
export * from './profile';
export * from './roles';
export * from './tip';
export * from './user';
