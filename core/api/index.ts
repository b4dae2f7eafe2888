import type { BadgeStanding } from '../badges/eligibility.ts';
import { LOCALES } from '../locales/index.ts';
import { PLAN_IDS, type BillingPlan } from '../report/plan.ts';
import type { Project } from '../report/project.ts';
import type { RankingsReport, Report } from '../report/report.ts';
import { ProjectIdSchema } from '../validation/auth.ts';
import { z } from '../validation/zod.ts';

/**
 * The API's answers as the server declares them (its routes' response schemas, the OpenAPI document at
 * /api/openapi.json) and a typed client can read them. Requests are the forms' own schemas
 * (core/validation/*); these are what comes back.
 */

/** Every refusal: the message in the request's language, the catalog key as `code`, each bad field's message. */
export const ApiErrorSchema = z.looseObject({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** A signed-in session's short-lived token (the refresh token travels in an httpOnly cookie). */
export const AccessTokenSchema = z.object({ accessToken: z.string() });

/** An answer that only says what happened, in the request's language. */
export const MessageSchema = z.object({ message: z.string() });

export const AccountTypeSchema = z.enum(['business', 'agency']);

export const UpdatedUserSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    locale: z.enum(LOCALES),
    accountType: AccountTypeSchema.nullable(),
  }),
  accessToken: z.string(),
});

/** The `:id` of /api/projects/:id/…: a UUID, else a 400 before the database is asked. */
export const ProjectParamsSchema = z.object({ id: ProjectIdSchema });

export const ProjectViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  place_id: z.string().nullable(),
  city: z.string().nullable(),
  category: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<Project>;
export type ProjectView = z.output<typeof ProjectViewSchema>;

/** GET /api/billing/plan: the account's plan as the pages show it (docs/billing.md). */
export const PlanViewSchema = z.object({
  checkout: z.boolean(),
  plan: z.enum(PLAN_IDS),
  locations: z.number(),
  status: z.enum(['active', 'past_due', 'canceled']),
  state: z.enum(['free', 'active', 'pastDue', 'suspended']),
  source: z.enum(['manual', 'stripe']).nullable(),
  periodEnd: z.string().nullable(),
  pastDueSince: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
  portal: z.boolean(),
}) satisfies z.ZodType<BillingPlan>;

/** GET /api/badges/eligibility: a business of the catalog, its place among its peers and the badges it earns. */
export const BadgeStandingSchema = z.looseObject({
  business: z.looseObject({ place_id: z.string(), name: z.string(), formatted_address: z.string() }),
  rank: z.number(),
  total: z.number(),
  badges: z.array(z.looseObject({ type: z.string(), earned: z.boolean() })),
  evaluatedAt: z.string(),
  // Cast stays: the schema checks the summary fields only; the rest is typed by core/badges and passes as it is.
}) as unknown as z.ZodType<BadgeStanding & { evaluatedAt: string }>;

/** Where the browser goes next (Stripe Checkout, the customer portal). */
export const RedirectSchema = z.object({ url: z.string() });

/** GET /api/site-config: the run-time settings the pages need. */
export const SiteConfigSchema = z.object({
  analytics: z.object({ scriptUrl: z.string(), domain: z.string() }).nullable(),
  chatWidgetUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  googleSignIn: z.boolean(),
  checkout: z.boolean(),
});

/**
 * A map-rank scan (core/report `RankingsReport`). The schemas of the report name its summary and let the rest
 * (the sections of docs/report.md, typed by core/report) pass as it is.
 */
export const ScanSchema = z.looseObject({
  scanId: z.string(),
  keyword: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  size: z.number(),
  done: z.number(),
  // Cast stays: the schema checks the summary fields only; the rest is typed by core/report and passes as it is.
}) as unknown as z.ZodType<RankingsReport>;

/** GET /api/projects/:id/report: the free report, or the full audit (core/report `Report`). */
export const ReportSchema = z.looseObject({
  access: z.enum(['free', 'full']),
  business: z.looseObject({ placeId: z.string(), name: z.string(), formattedAddress: z.string() }),
  score: z.number(),
  computedAt: z.string(),
  // Cast stays: the schema checks the summary fields only; the rest is typed by core/report and passes as it is.
}) as unknown as z.ZodType<Report>;
