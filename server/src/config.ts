import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryName, SAMPLE_OPERATOR, sampleValuesInUse, type Operator } from '@findable/core/operator';
import { localOrigin, publicOrigin } from '@findable/core/site-facts';
import { externalAppSite } from '@findable/core/routes';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** An optional text: empty means unset (the sample value applies). */
const optionalText = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value || undefined)
  .optional();
const optionalEmail = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.email('must be an e-mail address').optional())
  .optional();
const optionalHttpsUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional())
  .optional();

/** An optional Stripe setting: empty means unset; anything else must look like what Stripe hands out. */
function stripeSetting(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().regex(pattern, message).optional())
    .optional();
}

/** The settings that together turn on self-serve billing (docs/billing.md): all of them, or none. */
const STRIPE_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_ANNUAL',
  'STRIPE_PRICE_AGENCY_MONTHLY',
  'STRIPE_PRICE_AGENCY_ANNUAL',
] as const;

const DEFAULT_MAIL_FROM = 'Findable <hello@findable.example>';

/** Every environment variable the server reads, with its default. Nothing else reads process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    )
    .optional(),
  DATABASE_SEARCH_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(4),
  WEB_BUILD_DIR: z.string().min(1).default(path.join(repoRoot, 'web/build/client')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  SITE_URL: z
    .url()
    .optional()
    .refine((value) => {
      try {
        if (value) publicOrigin(value);
        return true;
      } catch {
        return false;
      }
    }, 'must be an origin like https://www.example.com (no path, query or credentials)'),
  APP_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  REDIS_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// URL')
        .optional(),
    )
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w:.-]+$/, 'letters, digits and _ : . - only')
    .default('findable:'),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_AUTH_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().min(0).max(60).default(10),
  GOOGLE_PLACES_API_KEY: z.string().trim().optional(),
  GOOGLE_PLACES_URL: z.url().default('https://places.googleapis.com'),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SEARCH_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  AUDIT_GRID_SIZE: z.coerce
    .number()
    .int()
    .min(3)
    .max(15)
    .refine((size) => size % 2 === 1, 'must be odd (the business is the centre point)')
    .default(7),
  AUDIT_GRID_SPACING_METERS: z.coerce.number().int().min(100).max(10_000).default(1000),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  STRIPE_SECRET_KEY: stripeSetting(
    /^(sk|rk)_/,
    'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)',
  ),
  STRIPE_WEBHOOK_SECRET: stripeSetting(/^whsec_/, "must be the webhook endpoint's signing secret (whsec_…)"),
  STRIPE_PRICE_PRO_MONTHLY: stripeSetting(/^price_/, 'must be a Stripe price id (price_…)'),
  STRIPE_PRICE_PRO_ANNUAL: stripeSetting(/^price_/, 'must be a Stripe price id (price_…)'),
  STRIPE_PRICE_AGENCY_MONTHLY: stripeSetting(/^price_/, 'must be a Stripe price id (price_…)'),
  STRIPE_PRICE_AGENCY_ANNUAL: stripeSetting(/^price_/, 'must be a Stripe price id (price_…)'),
  STRIPE_API_URL: optionalUrl,
  DEMO_CATALOG: z.stringbool().optional(),
  ANALYTICS_SCRIPT_URL: optionalUrl,
  ANALYTICS_DOMAIN: z.string().trim().optional(),
  CHAT_WIDGET_URL: optionalUrl,
  DEMO_URL: optionalUrl,
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional())
    .optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  // The operator (core/operator.ts); each unset one keeps its sample value.
  OPERATOR_LEGAL_NAME: optionalText,
  OPERATOR_STREET: optionalText,
  OPERATOR_POSTAL_CODE: optionalText,
  OPERATOR_CITY: optionalText,
  OPERATOR_COUNTRY: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase() || undefined)
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166 country code, like DE')
        .refine((code) => countryName(code, 'en-US') !== code, 'is not a country code we know')
        .optional(),
    )
    .optional(),
  OPERATOR_REGISTRATION_NUMBER: optionalText,
  OPERATOR_VAT_NUMBER: optionalText,
  OPERATOR_LEGAL_EMAIL: optionalEmail,
  OPERATOR_SUPPORT_EMAIL: optionalEmail,
  OPERATOR_SALES_EMAIL: optionalEmail,
  OPERATOR_JOBS_EMAIL: optionalEmail,
  OPERATOR_LINKEDIN_URL: optionalHttpsUrl,
  OPERATOR_FACEBOOK_URL: optionalHttpsUrl,
  OPERATOR_INSTAGRAM_URL: optionalHttpsUrl,
  OPERATOR_YOUTUBE_URL: optionalHttpsUrl,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the connections the business search runs its prepared statements on (docs/deploy.md). */
  databaseSearchConnections: number;
  webBuildDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** The public origin (no trailing slash): canonical URLs, sitemap, embed code, links in e-mails. */
  siteUrl: string;
  /** The company that runs the site, as legal texts, footer, structured data and e-mails name it. */
  operator: Operator;
  /** Bearer token that /metrics requires; without one there is no /metrics. */
  metricsToken: string | undefined;
  /** On SIGTERM/SIGINT, how long running requests may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * The application site (auth pages, token login, account) for links (core/routes.ts appLink): by default
   * this server's own pages, made absolute with its public origin; with an APP_URL elsewhere, that site.
   */
  appSite: { externalAppUrl: string | null; origin: string };
  /** Signs access tokens and cookies. Without JWT_SECRET one is made and kept in DATA_DIR (one node only). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Starts every key this server writes to Redis, so several installations (or test runs) can share one. */
  redisKeyPrefix: string;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /**
   * Credential attempts in a window (docs/decisions/007-login-throttling.md): per client IP (register, login,
   * forgot-password), per e-mail and IP, and per account from browsers it has not signed in on before.
   */
  authLimits: { perIp: number; perEmail: number; perAccount: number; windowMs: number };
  /** How long a used refresh token still gets the same successor (two tabs refreshing at once). */
  refreshGraceMs: number;
  /** Business search (docs/search.md): Google Places when a key is set, else the local catalog. */
  search: {
    googlePlaces: { apiKey: string; baseUrl: string } | null;
    /** Searches allowed per client IP per minute. */
    perMinute: number;
    /** Seed the demo catalog when the table is empty (default: yes, except under NODE_ENV=test). */
    demoCatalog: boolean;
    /**
     * SQLite: the threads the local search runs its statements on, beside the one that answers HTTP (default: the
     * cores, at most 4; 0 runs them on the main thread). docs/search.md, 'SQLite: the search on threads of its own'.
     */
    threads: number;
  };
  /** The full audit's map-rank grid (docs/report.md): points per side (odd) and metres between points. */
  audit: { gridSize: number; spacingMeters: number };
  /** Days a failed renewal keeps the full audit open before it is suspended (docs/billing.md). */
  billingGraceDays: number;
  /**
   * Self-serve plans with Stripe (docs/billing.md): the secret key, the webhook signing secret, the price of each
   * plan and period, and (tests) another API address. Null without them: upgrades go through sales by e-mail.
   */
  stripe: StripeConfig | null;
  thirdParty: {
    analytics: { scriptUrl: string; domain: string } | null;
    chatWidgetUrl: string | null;
    demoUrl: string | null;
  };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: Record<'pro' | 'agency', Record<'monthly' | 'annual', string>>;
  /** Where the Stripe API is (a stand-in in tests); null: api.stripe.com. */
  apiUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once. Every bad variable is named in one message, so a failed start says exactly
 * what to fix.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Readonly<Config> {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  // Half a Stripe setup would show buttons that fail: all of the settings, or none.
  const stripeMissing = STRIPE_SETTINGS.filter((name) => !e[name]);
  if (stripeMissing.length > 0 && stripeMissing.length < STRIPE_SETTINGS.length) {
    throw new ConfigError(
      `Invalid environment configuration:\n${stripeMissing.map((name) => `  ${name}: is required once any STRIPE_ setting is set (docs/billing.md)`).join('\n')}`,
    );
  }
  // Unset, the site is where this server listens on this machine, so its e-mail, embed and checkout links work.
  const siteUrl = publicOrigin(e.SITE_URL ?? localOrigin(e.PORT));
  const siteHost = new URL(siteUrl).host;
  return Object.freeze({
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSearchConnections: e.DATABASE_SEARCH_CONNECTIONS,
    webBuildDir: path.resolve(e.WEB_BUILD_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    siteUrl,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    operator: {
      legalName: e.OPERATOR_LEGAL_NAME ?? SAMPLE_OPERATOR.legalName,
      address: {
        street: e.OPERATOR_STREET ?? SAMPLE_OPERATOR.address.street,
        postalCode: e.OPERATOR_POSTAL_CODE ?? SAMPLE_OPERATOR.address.postalCode,
        city: e.OPERATOR_CITY ?? SAMPLE_OPERATOR.address.city,
        country: e.OPERATOR_COUNTRY ?? SAMPLE_OPERATOR.address.country,
      },
      registrationNumber: e.OPERATOR_REGISTRATION_NUMBER ?? SAMPLE_OPERATOR.registrationNumber,
      vatNumber: e.OPERATOR_VAT_NUMBER ?? SAMPLE_OPERATOR.vatNumber,
      emails: {
        legal: e.OPERATOR_LEGAL_EMAIL ?? SAMPLE_OPERATOR.emails.legal,
        support: e.OPERATOR_SUPPORT_EMAIL ?? SAMPLE_OPERATOR.emails.support,
        sales: e.OPERATOR_SALES_EMAIL ?? SAMPLE_OPERATOR.emails.sales,
        jobs: e.OPERATOR_JOBS_EMAIL ?? SAMPLE_OPERATOR.emails.jobs,
      },
      social: {
        linkedin: e.OPERATOR_LINKEDIN_URL ?? SAMPLE_OPERATOR.social.linkedin,
        facebook: e.OPERATOR_FACEBOOK_URL ?? SAMPLE_OPERATOR.social.facebook,
        instagram: e.OPERATOR_INSTAGRAM_URL ?? SAMPLE_OPERATOR.social.instagram,
        youtube: e.OPERATOR_YOUTUBE_URL ?? SAMPLE_OPERATOR.social.youtube,
      },
    },
    appSite: Object.freeze({
      externalAppUrl: externalAppSite(e.APP_URL, siteUrl),
      origin: siteUrl,
    }),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    authLimits: {
      perIp: e.RATE_LIMIT_AUTH_PER_IP,
      perEmail: e.RATE_LIMIT_AUTH_PER_EMAIL,
      perAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      windowMs: e.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000,
    },
    refreshGraceMs: e.REFRESH_REUSE_GRACE_SECONDS * 1000,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER_URL }
        : null,
    search: {
      googlePlaces: e.GOOGLE_PLACES_API_KEY ? { apiKey: e.GOOGLE_PLACES_API_KEY, baseUrl: e.GOOGLE_PLACES_URL } : null,
      perMinute: e.RATE_LIMIT_SEARCH_PER_MINUTE,
      demoCatalog: e.DEMO_CATALOG ?? e.NODE_ENV !== 'test',
      threads: e.SEARCH_THREADS ?? Math.min(4, availableParallelism()),
    },
    audit: Object.freeze({ gridSize: e.AUDIT_GRID_SIZE, spacingMeters: e.AUDIT_GRID_SPACING_METERS }),
    billingGraceDays: e.BILLING_GRACE_DAYS,
    stripe:
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_WEBHOOK_SECRET &&
      e.STRIPE_PRICE_PRO_MONTHLY &&
      e.STRIPE_PRICE_PRO_ANNUAL &&
      e.STRIPE_PRICE_AGENCY_MONTHLY &&
      e.STRIPE_PRICE_AGENCY_ANNUAL
        ? Object.freeze({
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: {
              pro: { monthly: e.STRIPE_PRICE_PRO_MONTHLY, annual: e.STRIPE_PRICE_PRO_ANNUAL },
              agency: { monthly: e.STRIPE_PRICE_AGENCY_MONTHLY, annual: e.STRIPE_PRICE_AGENCY_ANNUAL },
            },
            apiUrl: e.STRIPE_API_URL ?? null,
          })
        : null,
    thirdParty: Object.freeze({
      analytics: e.ANALYTICS_SCRIPT_URL
        ? { scriptUrl: e.ANALYTICS_SCRIPT_URL, domain: e.ANALYTICS_DOMAIN || siteHost }
        : null,
      chatWidgetUrl: e.CHAT_WIDGET_URL ?? null,
      demoUrl: e.DEMO_URL ?? null,
    }),
  });
}

/**
 * What a production start should warn about: every operator fact that still has its sample value (the legal
 * pages would name a company that does not exist), the sample sender address, and a site served over plain http.
 */
export function startupWarnings(config: Config): string[] {
  if (config.env !== 'production') return [];
  const warnings = sampleValuesInUse(config.operator).map(
    (variable) => `${variable} is not set: the pages and e-mails show the sample value, not your company's.`,
  );
  if (config.mailFrom === DEFAULT_MAIL_FROM)
    warnings.push(`MAIL_FROM is not set: e-mails are sent from the sample address ${DEFAULT_MAIL_FROM}.`);
  if (config.siteUrl === localOrigin(config.port))
    warnings.push(`SITE_URL is not set: canonical URLs, the sitemap and badge embed codes name ${config.siteUrl}.`);
  return warnings;
}
