export * from './http-client';
export * from './test-servers';
