export * from './http-client';
export * from './test-servers';
export * from './free-port';
export * from './finished-jobs';
export * from './openapi-coverage';
export * from './eventually';
export * from './child-processes';
