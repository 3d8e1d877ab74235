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

/**
 * News emails platform staff send to families (user/queue_emails, queue_user_emails_for_all,
 * send_emails). Each one's link goes through user/open/{email_id} (tracked) and it carries
 * user/unsubscribe/{email_id}.
 */
export const NEWS_TEMPLATES = ['new-levels', 'come-back'] as const;
export const newsTemplateSchema = z.enum(NEWS_TEMPLATES, {
  error: `template_name must be one of: ${NEWS_TEMPLATES.join(', ')}`,
});
export type NewsTemplate = z.infer<typeof newsTemplateSchema>;

const newsSubjectSchema = z.string().trim().min(1, 'subject must not be empty').max(200).optional();

/** POST user/queue_emails: the template for a list of addresses (opted-out accounts are skipped). */
export const queueEmailsBodySchema = z.object({
  template_name: newsTemplateSchema,
  subject: newsSubjectSchema,
  emails: z
    .array(z.email({ error: 'Enter valid email addresses' }))
    .min(1)
    .max(10000),
});
export type QueueEmailsBody = z.infer<typeof queueEmailsBodySchema>;

/** POST user/queue_user_emails_for_all: every account that takes news, or only `recipient_email` (a test send). */
export const queueUserEmailsForAllQuerySchema = z.object({
  template_name: newsTemplateSchema,
  subject: newsSubjectSchema,
  recipient_email: z.email({ error: 'recipient_email must be an email address' }).optional(),
});

export const queuedEmailsSchema = z.object({
  /** News emails now waiting for send_emails. */
  queued: z.number().int(),
  /** Addresses left out: their account unsubscribed, or the address was listed twice. */
  skipped: z.number().int(),
});
export type QueuedEmails = z.infer<typeof queuedEmailsSchema>;

/** POST user/send_emails?rows: hands up to `rows` waiting news emails to the mail worker. */
export const sendEmailsQuerySchema = z.object({
  rows: z.coerce
    .number({ error: 'rows must be a number' })
    .int('rows must be a whole number')
    .min(1, 'rows must be at least 1')
    .max(1000, 'rows must be at most 1000')
    .default(100),
});

export const sentEmailsSchema = z.object({
  /** Put on the mail queue now. */
  sent: z.number().int(),
  /** Still waiting for a later send_emails. */
  remaining: z.number().int(),
});
export type SentEmails = z.infer<typeof sentEmailsSchema>;
