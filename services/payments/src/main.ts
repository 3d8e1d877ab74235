import './tracing';
import { bootstrapService } from '@pylands/common';
import { PaymentsAppModule } from './app.module';

export const PAYMENTS_DEFAULT_PORT = 3005;

export function startPayments() {
  return bootstrapService(PaymentsAppModule.forRoot(), {
    name: 'payments',
    port: Number(process.env.PAYMENTS_PORT ?? PAYMENTS_DEFAULT_PORT),
  });
}

if (require.main === module) {
  startPayments().catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: 'fatal', context: 'payments', message: 'start failed', error: String(error) }),
    );
    process.exit(1);
  });
}
