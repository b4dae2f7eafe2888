/**
 * A project as /api/projects answers it: a business the account follows, whose report the application's pages
 * show. The server maps its rows to this (server/src/routes/api/projects/user-projects.ts); the web's API client
 * reads it (web/app/services/api-client.ts).
 */
export interface Project {
  id: string;
  name: string;
  /** The business on the map, once picked in the search; null for a business typed by hand. */
  place_id: string | null;
  /** A business typed by hand: its city and category (what its report is scored from). */
  city: string | null;
  category: string | null;
  /** ISO 8601. */
  createdAt: string;
}
