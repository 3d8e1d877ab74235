import './tracing';
import { bootstrapService } from '@pylands/common';
import { AuthAppModule } from './app.module';

export const AUTH_DEFAULT_PORT = 3001;

export function startAuth() {
  return bootstrapService(AuthAppModule.forRoot(), {
    name: 'auth',
    port: Number(process.env.AUTH_PORT ?? AUTH_DEFAULT_PORT),
  });
}

if (require.main === module) {
  startAuth().catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: 'fatal', context: 'auth', message: 'start failed', error: String(error) }),
    );
    process.exit(1);
  });
}
