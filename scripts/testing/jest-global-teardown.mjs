export default async function globalTeardown() {
  const started = globalThis.__PYLANDS_TEST_SERVERS__ ?? [];
  await Promise.allSettled(started.map((server) => server.stop()));
}
