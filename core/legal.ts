import type { LegalAnchor } from './routes.ts';

/**
 * The legal documents, in the order the legal page shows them. `version` is what a registration records as
 * accepted; it changes whenever the text changes (the date it was last updated).
 */
export const LEGAL_DOCUMENTS = [
  { anchor: 'termsOfService', file: 'terms-of-use', updated: '2025-08-10' },
  { anchor: 'privacyPolicy', file: 'privacy-policy', updated: '2025-07-13' },
  { anchor: 'disclaimer', file: 'disclaimer', updated: '2025-07-13' },
  { anchor: 'elevateTerms', file: 'elevate-terms', updated: '2025-08-07' },
] as const satisfies ReadonlyArray<{ anchor: LegalAnchor; file: string; updated: string }>;

export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number]['anchor'];

/** The version of each document a sign-up agrees to. */
export const LEGAL_VERSIONS = Object.fromEntries(LEGAL_DOCUMENTS.map((doc) => [doc.anchor, doc.updated])) as Record<
  LegalDocumentId,
  string
>;

/** Open positions (About page and the legal page's `positions` anchor). Titles are in the `careers` catalog. */
export const JOB_OPENINGS = [
  { id: 'juniorMarketing', locations: ['budapest', 'remote'] },
  { id: 'fullstack', locations: ['budapest'] },
  { id: 'sales', locations: ['remote'] },
] as const;
