import './tracing';
import { bootstrapService } from '@pylands/common';
import { TipsAppModule } from './app.module';

export const TIPS_DEFAULT_PORT = 3003;

export function startTips() {
  return bootstrapService(TipsAppModule.forRoot(), {
    name: 'tips',
    port: Number(process.env.TIPS_PORT ?? TIPS_DEFAULT_PORT),
  });
}

if (require.main === module) {
  startTips().catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: 'fatal', context: 'tips', message: 'start failed', error: String(error) }),
    );
    process.exit(1);
  });
}
