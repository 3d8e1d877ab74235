import { optionsFromEnv } from './config';
import { createGateway } from './gateway';

export async function main(): Promise<void> {
  const options = optionsFromEnv();
  const app = await createGateway(options);
  await app.listen({ host: options.host, port: options.port });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
