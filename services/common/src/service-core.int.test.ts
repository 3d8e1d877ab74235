import { Body, Controller, Get, Module, Param, Post, Query } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { signupRequestSchema } from '@pylands/contracts';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createServiceApp } from './http/bootstrap';
import { ServiceCoreModule } from './service-core.module';
import { CurrentIdentity, Public, Roles } from './session/decorators';
import type { Identity } from './session/identity';
import { SessionRegistry } from './session/session-registry';
import { SessionTokens } from './session/session-tokens';
import { createTestDatabase, testServiceConfig, TestBrowser } from './testing';
import { createZodDto } from './validation/zod-dto';
import { UuidParam } from './validation/id-params';

class CreateThing1700000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE "probe"."things" (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text UNIQUE)',
    );
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE "probe"."things"');
  }
}

class SignupBody extends createZodDto(signupRequestSchema) {}

@Controller('api/probe')
class ProbeController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Post('echo')
  echo(@Body() body: SignupBody) {
    return { email: body.email };
  }

  @Public()
  @Get('things/:id')
  async thing(@Param('id') id: string) {
    // Deliberately unvalidated: the filter must turn PostgreSQL's input error into a 4xx.
    return this.dataSource.query('SELECT * FROM "probe"."things" WHERE id = $1', [id]);
  }

  @Public()
  @Get('checked/:id')
  checked(@Param('id', UuidParam) id: string) {
    return { id };
  }

  @Public()
  @Post('things')
  async create(@Query('name') name: string) {
    return this.dataSource.query('INSERT INTO "probe"."things" (name) VALUES ($1) RETURNING id', [name]);
  }

  @Public()
  @Get('boom')
  boom() {
    throw new Error('secret internal detail');
  }

  @Get('me')
  me(@CurrentIdentity() identity: Identity) {
    return identity;
  }

  @Roles('student')
  @Get('student-only')
  studentOnly() {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('service core (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let drop: () => Promise<void>;
  let browser: TestBrowser;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const config = testServiceConfig({ databaseUrl: database.url });
    @Module({
      imports: [
        ServiceCoreModule.forRoot({
          name: 'probe',
          schema: 'probe',
          entities: [],
          migrations: [CreateThing1700000000000],
          config,
        }),
        ProbeModule,
      ],
    })
    class AppModule {}
    app = await createServiceApp(AppModule, { name: 'probe' });
    browser = new TestBrowser([{ app, prefixes: ['/'] }]);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('runs the migrations into the service schema at start', async () => {
    const rows = await app.get(DataSource).query(`SELECT name FROM "probe"."migrations"`);
    // The service's own, then the domain events' outbox every service gets.
    expect(rows.map((r: { name: string }) => r.name)).toEqual([
      'CreateThing1700000000000',
      'EventOutbox1795651200000',
    ]);
  });

  it('answers 422 naming the field when the body fails its schema', async () => {
    const response = await browser.post('/api/probe/echo', { email: 'nope', password: '12345678' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      statusCode: 422,
      message: expect.stringContaining('email'),
      error: 'Validation Error',
    });
    const missing = await browser.post('/api/probe/echo', { email: 'a@b.co' });
    expect(missing.body).toMatchObject({ statusCode: 422, message: 'password is required' });
    const ok = await browser.post('/api/probe/echo', { email: 'a@b.co', password: '12345678' });
    expect(ok.status).toBe(201);
  });

  it('answers 400 for malformed JSON and 400/404 for ids PostgreSQL cannot read, never 500', async () => {
    const badJson = await browser.request('POST', '/api/probe/echo', { rawBody: '{"email":' });
    expect(badJson.status).toBe(400);
    const badId = await browser.get('/api/probe/things/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ statusCode: 400, message: 'Malformed input', error: 'Bad Request' });
    const checked = await browser.get('/api/probe/checked/123');
    expect(checked.body).toEqual({ statusCode: 400, message: 'id must be a UUID', error: 'Bad Request' });
  });

  it('answers 409 for a unique violation', async () => {
    expect((await browser.post('/api/probe/things?name=one')).status).toBe(201);
    expect((await browser.post('/api/probe/things?name=one')).status).toBe(409);
  });

  it('hides internals of unexpected errors behind a 500', async () => {
    const response = await browser.get('/api/probe/boom');
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('secret');
    expect(response.body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
  });

  it('takes state changes from clients that are not browsers, refuses other sites’ pages and opaque origins', async () => {
    const plain = await browser.request('POST', '/api/probe/things?name=plain-client', { csrf: false });
    expect(plain.status).toBe(201);
    const otherSite = await browser.request('POST', '/api/probe/things?name=x', {
      csrf: false,
      headers: { origin: 'https://evil.example' },
    });
    expect(otherSite.status).toBe(403);
    expect(otherSite.body).toMatchObject({ message: 'Cross-site requests are not allowed' });
    expect((await browser.get('/api/probe/boom', { origin: 'null' })).status).toBe(403);
    expect((await browser.get('/api/probe/boom', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await browser.get('/api/probe/boom', { 'sec-fetch-dest': 'worker' })).status).toBe(403);
    expect((await browser.get('/api/probe/checked/x', { 'sec-fetch-site': 'same-origin' })).status).toBe(400);
  });

  it('reads the identity from the session cookie, and refuses missing, forged or expired tokens', async () => {
    expect((await browser.get('/api/probe/me')).status).toBe(401);
    for (const cookie of ['pylands_session=%E0%A4%A', ';;=;', 'pylands_session', 'pylands_session="x']) {
      expect((await browser.get('/api/probe/me', { cookie })).body).toMatchObject({ statusCode: 401 });
    }
    const identity: Identity = {
      user_id: '5f0c9a3e-2b9e-4c61-9a53-0d7e3c1b2a10',
      student_id: null,
      user_type: 0,
      organization_id: null,
    };
    const registry = app.get(SessionRegistry);
    await registry.store(identity.user_id, { version: 1, studentIds: [] });
    browser.session = app.get(SessionTokens).sign(identity, 1);
    const valid = browser.session;
    expect((await browser.get('/api/probe/me')).body).toEqual(identity);
    expect((await browser.get('/api/probe/student-only')).body).toMatchObject({
      statusCode: 403,
      message: 'Choose a student first',
    });
    browser.session = browser.session.slice(0, -2) + 'xx';
    expect((await browser.get('/api/probe/me')).status).toBe(401);
    const other = new SessionTokens(testServiceConfig({ databaseUrl: '' }));
    browser.session = other.sign(identity, 1);
    expect((await browser.get('/api/probe/me')).status).toBe(401);
    // Revocation: a newer session version, an account Redis does not know, or a deleted account.
    browser.session = valid;
    await registry.store(identity.user_id, { version: 2, studentIds: [] });
    expect((await browser.get('/api/probe/me')).status).toBe(401);
    browser.session = app.get(SessionTokens).sign(identity, 2);
    expect((await browser.get('/api/probe/me')).status).toBe(200);
    await registry.store(identity.user_id, null);
    expect((await browser.get('/api/probe/me')).status).toBe(401);
    const stranger = { ...identity, user_id: '6f0c9a3e-2b9e-4c61-9a53-0d7e3c1b2a11' };
    browser.session = app.get(SessionTokens).sign(stranger, 1);
    expect((await browser.get('/api/probe/me')).status).toBe(401);
  });

  it('refuses a chosen student once the student is removed from the session state', async () => {
    const identity: Identity = {
      user_id: '7f0c9a3e-2b9e-4c61-9a53-0d7e3c1b2a12',
      student_id: '8f0c9a3e-2b9e-4c61-9a53-0d7e3c1b2a13',
      user_type: 0,
      organization_id: null,
    };
    const registry = app.get(SessionRegistry);
    await registry.store(identity.user_id, { version: 1, studentIds: [] });
    await registry.setStudent(identity.user_id, identity.student_id!, true);
    browser.session = app.get(SessionTokens).sign(identity, 1);
    expect((await browser.get('/api/probe/student-only')).status).toBe(200);
    await registry.setStudent(identity.user_id, identity.student_id!, false);
    expect((await browser.get('/api/probe/student-only')).status).toBe(401);
    // The parent's own session (no student chosen) is untouched.
    browser.session = app.get(SessionTokens).sign({ ...identity, student_id: null }, 1);
    expect((await browser.get('/api/probe/me')).status).toBe(200);
  });

  it('answers 404 with the error body for unknown routes', async () => {
    const response = await browser.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
