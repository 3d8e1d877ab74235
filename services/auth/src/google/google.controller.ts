import { Controller, Get, Logger, Query, Redirect, Req, Res } from '@nestjs/common';
import { createZodDto, Public, readCookie, setCookie, SessionTokens } from '@pylands/common';
import { googleAuthorizeQuerySchema, type GoogleAuthorizeQuery, type LoginOptions } from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { GoogleLoginService } from './google-login.service';
import { GoogleLoginRefused } from './google-oidc-client';

class AuthorizeQuery extends createZodDto(googleAuthorizeQuerySchema) {}

/**
 * Ties Google's answer to the browser that asked: `<state>.<PKCE verifier>.<facts>`. openid-client
 * compares the state with Google's on return (login CSRF) and sends the verifier with the code (a
 * stolen code is useless elsewhere); the facts (traffic source, language) are kept for a new account.
 */
export const GOOGLE_STATE_COOKIE = 'pylands_google_state';
const STATE_PATH = '/api/auth';
const STATE_TTL_SECONDS = 10 * 60;

/** GET auth/google/authorize and auth/google_callback (spec §7). */
@Controller('api/auth')
export class GoogleLoginController {
  private readonly logger = new Logger('GoogleLogin');

  constructor(
    private readonly google: GoogleLoginService,
    private readonly tokens: SessionTokens,
  ) {}

  private setStateCookie(reply: FastifyReply, value: string, maxAge: number): void {
    setCookie(reply, GOOGLE_STATE_COOKIE, value, {
      httpOnly: true,
      // Lax: the cookie must come back on the top-level redirect from Google's site.
      sameSite: 'lax',
      path: STATE_PATH,
      secure: this.tokens.cookieOptions().secure,
      maxAge,
    });
  }

  /** Whether the Google button is worth showing (the login tooltip offers email login otherwise). */
  @Public()
  @Get('login-options')
  loginOptions(): LoginOptions {
    return { google: this.google.enabled };
  }

  /** Off (no GOOGLE_CLIENT_ID): back to the login page, which says so; else to Google. */
  @Public()
  @Get('google/authorize')
  @Redirect('/en/login', 302)
  @RateLimit('lookup')
  async authorize(
    @Query() query: AuthorizeQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string }> {
    if (!this.google.enabled) return { url: `/${query.language ?? 'en'}/login?google=unavailable` };
    let start: Awaited<ReturnType<GoogleLoginService['start']>>;
    try {
      start = await this.google.start();
    } catch (error) {
      // Google's discovery document out of reach: the login page says the login failed.
      this.logger.warn(`Google login could not start: ${String(error)}`);
      return { url: `/${query.language ?? 'en'}/login?google=failed` };
    }
    const { url, state, codeVerifier } = start;
    const facts: GoogleAuthorizeQuery = { traffic_source: query.traffic_source, language: query.language };
    const value = `${state}.${codeVerifier}.${Buffer.from(JSON.stringify(facts)).toString('base64url')}`;
    this.setStateCookie(reply, value, STATE_TTL_SECONDS);
    return { url };
  }

  /** Google sends the browser back here: a session, then home in the account's language. */
  @Public()
  @Get('google_callback')
  @Redirect('/en', 302)
  @RateLimit('lookup')
  async callback(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string }> {
    this.setStateCookie(reply, '', 0);
    const [state, codeVerifier, facts] = (readCookie(request, GOOGLE_STATE_COOKIE) ?? '').split('.');
    // No login started in this browser (or it expired): nothing to check Google's answer against.
    if (!state || !codeVerifier) return { url: '/en/login?google=failed' };
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    try {
      const { session, language } = await this.google.callback(
        query,
        { state, codeVerifier },
        signupFacts(facts),
      );
      this.tokens.setSessionCookie(reply, session.identity, session.version);
      return { url: `/${language}` };
    } catch (error) {
      if (!(error instanceof GoogleLoginRefused)) {
        // Google unreachable or answering nonsense: the family sees the login page, we see the log.
        this.logger.warn(`Google login failed: ${String(error)}`);
      }
      return { url: '/en/login?google=failed' };
    }
  }
}

/** The facts the state cookie carried; none when absent or unreadable (the cookie is the browser's). */
function signupFacts(encoded: string | undefined): GoogleAuthorizeQuery {
  if (!encoded) return {};
  try {
    const parsed = googleAuthorizeQuerySchema.safeParse(
      JSON.parse(Buffer.from(encoded, 'base64url').toString()),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
