import {
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type Provider,
  type Type,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import type { RouteContract } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { loadConfig, SERVICE_CONFIG, type ServiceConfig } from './config/service-config';
import { createServiceDataSource, type DatabaseOptions } from './database/data-source';
import { HealthController, SERVICE_NAME } from './health/health.controller';
import { RedisHealthIndicator } from './health/redis.health';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { RequestContext } from './logging/request-context';
import { RequestOriginGuard } from './http/request-origin.guard';
import { DependencyMetrics } from './observability/dependency-metrics';
import { openApiController, type OpenApiInfo } from './openapi/openapi';
import { DomainEvents } from './redis/events';
import { AuthGuard } from './session/auth.guard';
import { SESSION_STATE_LOADER, SessionRegistry, type SessionStateLoader } from './session/session-registry';
import { SessionTokens } from './session/session-tokens';
import { ZodValidationPipe } from './validation/zod-validation.pipe';

export interface ServiceCoreOptions extends DatabaseOptions {
  /** Service name, as it appears in logs and /health. */
  name: string;
  /** Explicit configuration (tests); the environment otherwise. */
  config?: ServiceConfig;
  /**
   * The service that owns accounts (auth) reloads lost session state from its database; other
   * services leave this out and refuse sessions Redis does not know.
   */
  sessionStateLoader?: Type<SessionStateLoader>;
  /** Serve the OpenAPI 3.1 document of these route contracts (libs/contracts) at this path. */
  openapi?: { path: string; info: OpenApiInfo; routes: readonly RouteContract[] };
}

class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/**
 * What every service shares, imported once in its root module: configuration, the schema's
 * DataSource (migrated at start), domain events, the session guard and its revocation registry, origin checks, zod validation,
 * error bodies and GET /health.
 */
@Module({})
export class ServiceCoreModule {
  static forRoot(options: ServiceCoreOptions): DynamicModule {
    const loader: Provider[] = options.sessionStateLoader
      ? [{ provide: SESSION_STATE_LOADER, useClass: options.sessionStateLoader }]
      : [];
    return {
      module: ServiceCoreModule,
      global: true,
      // A failed check answers 503 to its caller (gateway, stack scripts), which reports it: no log line per probe.
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [
        HealthController,
        ...(options.openapi
          ? [openApiController(options.openapi.path, options.openapi.info, options.openapi.routes)]
          : []),
      ],
      providers: [
        { provide: SERVICE_CONFIG, useFactory: () => options.config ?? loadConfig() },
        { provide: SERVICE_NAME, useValue: options.name },
        {
          provide: DataSource,
          inject: [SERVICE_CONFIG],
          useFactory: (config: ServiceConfig) =>
            createServiceDataSource(config.databaseUrl, {
              ...options,
              poolSize: options.poolSize ?? config.dbPoolSize,
              migrationsRun: options.migrationsRun ?? config.migrationsRun,
            }),
        },
        DataSourceCloser,
        RequestContext,
        RedisHealthIndicator,
        DependencyMetrics,
        SessionTokens,
        ...loader,
        SessionRegistry,
        DomainEvents,
        // Guards run in this order: refuse foreign origins before looking at the session.
        { provide: APP_GUARD, useClass: RequestOriginGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
      ],
      exports: [
        SERVICE_CONFIG,
        SERVICE_NAME,
        DataSource,
        SessionTokens,
        SessionRegistry,
        DomainEvents,
        RequestContext,
      ],
    };
  }
}
