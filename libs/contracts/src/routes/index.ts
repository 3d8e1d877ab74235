export * from './route-contract';
export * from './auth-routes';
export * from './levels-routes';
export * from './organizations-routes';
export * from './tips-routes';
export * from './payments-routes';
export * from './route-tables';
