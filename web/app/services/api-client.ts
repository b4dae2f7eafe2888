import type { Locale } from '@findable/core/locales';
import type { LockedReportError, RankingsReport, Report } from '@findable/core/report';
import type { BillingPlan } from '@findable/core/report/plan';
import type { Project } from '@findable/core/report/project';
import type {
  CloseAccountSchema,
  ForgotPasswordSchema,
  InviteSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  RegisterWithInviteSchema,
  ResetPasswordSchema,
  UpdateUserSchema,
} from '@findable/core/validation/auth';
import type { z } from 'zod';
import { authed } from './authed-api.ts';
import { api, ApiRequestError } from './http.ts';

/**
 * The application's calls to the API, typed: what each sends is the input of the schema the server parses it
 * with (core/validation), what each answers is the type the server builds its answer as (core/report). Errors
 * are `ApiRequestError`s with the server's message in the page's language (services/http.ts); calls that need
 * a session refresh it first and fail with status 401 without one (services/authed-api.ts).
 */

/** An access token, as sign-in, registration and a profile change answer. */
interface Session {
  accessToken: string;
}
/** A confirmation in the request's language (an invite sent, a reset link sent or used). */
interface Confirmation {
  message: string;
}

// Projects and their reports (server/src/routes/api/projects, reports.ts).
export const listProjects = (locale: Locale) => authed<Project[]>('/api/projects', { locale });
export const addProject = (project: z.input<typeof ProjectSchema>, locale: Locale) =>
  authed<Project>('/api/projects', { method: 'POST', body: project, locale });
export const updateProject = (id: string, change: z.input<typeof ProjectUpdateSchema>, locale: Locale) =>
  authed<Project>(`/api/projects/${id}`, { method: 'PATCH', body: change, locale });
export const removeProject = (id: string, locale: Locale) =>
  authed<void>(`/api/projects/${id}`, { method: 'DELETE', locale });
export const projectReport = (id: string, locale: Locale) => authed<Report>(`/api/projects/${id}/report`, { locale });
export const startScan = (id: string, keyword: string, locale: Locale) =>
  authed<RankingsReport>(`/api/projects/${id}/scans`, { method: 'POST', body: { keyword }, locale });
export const scanProgress = (id: string, scanId: string, locale: Locale) =>
  authed<RankingsReport>(`/api/projects/${id}/scans/${scanId}`, { locale });

/** A report's 403 for a project the account's plan does not open, with the plan that would. */
export function lockedReport(error: unknown): LockedReportError | null {
  if (!(error instanceof ApiRequestError) || error.status !== 403 || !error.body.unlock) return null;
  return {
    message: error.message,
    code: error.body.code ?? '',
    unlock: error.body.unlock as LockedReportError['unlock'],
  };
}

// The account (server/src/routes/api/auth, invites.ts, billing).
export const billingPlan = (locale: Locale) => authed<BillingPlan>('/api/billing/plan', { locale });
export const updateProfile = (profile: z.input<typeof UpdateUserSchema>, locale: Locale) =>
  authed<Session>('/api/auth/updateUser', { method: 'POST', body: profile, locale });
export const sendInvite = (invite: z.output<typeof InviteSchema>, locale: Locale) =>
  authed<Confirmation>('/api/invites', { method: 'POST', body: { ...invite, locale }, locale });
export const closeAccount = (confirmation: z.output<typeof CloseAccountSchema>, locale: Locale) =>
  authed<Confirmation>('/api/auth/closeAccount', { method: 'POST', body: confirmation, locale });

// Links from e-mails, without a session.
export const requestPasswordReset = (request: z.output<typeof ForgotPasswordSchema>, locale: Locale) =>
  api<Confirmation>('/api/auth/forgotPassword', { method: 'POST', body: { ...request, locale }, locale });
export const resetPassword = (reset: z.input<typeof ResetPasswordSchema>, locale: Locale) =>
  api<Confirmation>('/api/auth/resetPassword', { method: 'POST', body: reset, locale });
export const registerWithInvite = (registration: z.input<typeof RegisterWithInviteSchema>, locale: Locale) =>
  api<Session>('/api/auth/registerWithInvite', { method: 'POST', body: registration, locale });
