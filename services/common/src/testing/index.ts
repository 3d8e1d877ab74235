export * from './http-client';
export * from './test-servers';
export * from './free-port';
