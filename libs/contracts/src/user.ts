import { z } from 'zod';

/** POST user/change-language?language: a language name (or code); the body may carry it instead. */
export const changeLanguageQuerySchema = z.object({
  language: z.string().trim().max(100).optional(),
});
/** The body form: a JSON string (`"French"`) or `{ "language": "French" }`. */
export const changeLanguageBodySchema = z.union([
  z.string().max(100),
  z.object({ language: z.string().max(100) }),
]);

/** GET user/get-language and the answer of change-language: the stored code (null: not chosen). */
export const languageSettingSchema = z.object({
  language: z.string().nullable(),
  /** The language's English name. */
  name: z.string().nullable(),
});
export type LanguageSetting = z.infer<typeof languageSettingSchema>;

/** GET user/country: ISO 3166-1 alpha-2, null when unknown. */
export const countrySchema = z.object({ country_code: z.string().nullable() });
export type Country = z.infer<typeof countrySchema>;

/** GET user/open/{email_id}?redirect_url: where the tracked link leads (a path of the app). */
export const openEmailQuerySchema = z.object({ redirect_url: z.string().max(2000).optional() });
