import './tracing';
import { bootstrapService } from '@pylands/common';
import { LevelsAppModule } from './app.module';

export const LEVELS_DEFAULT_PORT = 3002;

export function startLevels() {
  return bootstrapService(LevelsAppModule.forRoot(), {
    name: 'levels',
    port: Number(process.env.LEVELS_PORT ?? LEVELS_DEFAULT_PORT),
  });
}

if (require.main === module) {
  startLevels().catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: 'fatal', context: 'levels', message: 'start failed', error: String(error) }),
    );
    process.exit(1);
  });
}
