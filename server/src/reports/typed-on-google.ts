import type { ProjectRow } from '../db/schema.ts';
import { foldForSearch } from '../search/normalize.ts';
import { SearchUnavailableError, type BusinessSearchProvider } from '../search/provider.ts';

/**
 * A business typed by hand, looked for on Google Maps before its report says it is not on the map
 * (docs/report.md 'Not on the map'): Google's Text Search for its name and city. A result whose name is the
 * typed name (folded: case, accents and punctuation aside) and whose address names the city is its listing.
 * Anything less certain, or Google not answering, leaves it typed: the report then says what was not found.
 */
export async function findTypedOnGoogle(
  provider: BusinessSearchProvider,
  project: Pick<ProjectRow, 'name' | 'city'>,
  language: string,
): Promise<string | undefined> {
  if (provider.name !== 'google' || !project.city) return undefined;
  const name = foldForSearch(project.name);
  const city = ` ${foldForSearch(project.city)} `;
  try {
    const results = await provider.search(`${project.name} ${project.city}`, { language });
    return results.find(
      (result) => foldForSearch(result.name) === name && ` ${foldForSearch(result.formatted_address)} `.includes(city),
    )?.place_id;
  } catch (error) {
    if (error instanceof SearchUnavailableError) return undefined;
    throw error;
  }
}
