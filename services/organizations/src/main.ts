import './tracing';
import { bootstrapService } from '@pylands/common';
import { OrganizationsAppModule } from './app.module';

export const ORGANIZATIONS_DEFAULT_PORT = 3004;

export function startOrganizations() {
  return bootstrapService(OrganizationsAppModule.forRoot(), {
    name: 'organizations',
    port: Number(process.env.ORGANIZATIONS_PORT ?? ORGANIZATIONS_DEFAULT_PORT),
  });
}

if (require.main === module) {
  startOrganizations().catch((error: unknown) => {
    console.error(
      JSON.stringify({
        level: 'fatal',
        context: 'organizations',
        message: 'start failed',
        error: String(error),
      }),
    );
    process.exit(1);
  });
}
