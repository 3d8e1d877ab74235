import { Injectable, UnauthorizedException, UnprocessableEntityException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import { findLanguage, type Country, type LanguageSetting } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { User } from '../users/user.entity';

function setting(code: string | null): LanguageSetting {
  return { language: code, name: code ? (findLanguage(code)?.name ?? null) : null };
}

/** The request headers user/country reads, in order of trust. */
export interface CountryHints {
  /** Set by a CDN or proxy in front of the gateway (`CF-IPCountry`, `X-Country-Code`). */
  edgeCountry?: string;
  acceptLanguage?: string;
}

const COUNTRY = /^[A-Z]{2}$/;

/** The region of the first Accept-Language tag that names one ("fr-CA,fr;q=0.8" → CA). */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  for (const part of (header ?? '').split(',')) {
    const region = part.split(';')[0].trim().split('-')[1]?.toUpperCase();
    if (region && COUNTRY.test(region)) return region;
  }
  return null;
}

/** user/change-language, get-language and country. */
@Injectable()
export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  private async account(identity: Identity): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: identity.user_id });
    if (!user) throw new UnauthorizedException('Not signed in');
    return user;
  }

  async changeLanguage(identity: Identity, value: string | undefined): Promise<LanguageSetting> {
    if (!value?.trim()) throw new UnprocessableEntityException('language is required');
    const language = findLanguage(value);
    if (!language) throw new UnprocessableEntityException('language: language is not supported');
    const user = await this.account(identity);
    await this.dataSource.getRepository(User).update({ id: user.id }, { language: language.code });
    return setting(language.code);
  }

  async getLanguage(identity: Identity): Promise<LanguageSetting> {
    return setting((await this.account(identity)).language);
  }

  /** The account's stored country, else the edge's geo header, else the browser's language region. */
  async country(identity: Identity | null, hints: CountryHints): Promise<Country> {
    if (identity) {
      const user = await this.dataSource.getRepository(User).findOneBy({ id: identity.user_id });
      if (user?.countryCode) return { country_code: user.countryCode };
    }
    const edge = hints.edgeCountry?.trim().toUpperCase();
    if (edge && COUNTRY.test(edge) && edge !== 'XX') return { country_code: edge };
    return { country_code: countryFromAcceptLanguage(hints.acceptLanguage) };
  }
}
