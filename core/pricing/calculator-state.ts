import { MAX_PLACES, MIN_PLACES, parsePlacesInput, type Billing } from './price-table.ts';

/** What the pricing calculator shows (spec §3 'Pricing calculator state'); it lives in the page's query. */
export interface CalculatorState {
  places: number;
  billing: Billing;
}

/** Reads the state from the query (`?places=12&billing=annual`); anything missing or invalid is the default. */
export function calculatorStateFromQuery(query: URLSearchParams): CalculatorState {
  const parsed = parsePlacesInput(query.get('places') ?? '');
  return {
    places: parsed.ok ? parsed.places : MIN_PLACES,
    billing: query.get('billing') === 'annual' ? 'annual' : 'monthly',
  };
}

/** The query with the state written in; other parameters (a campaign's utm_*) stay as they were. */
export function calculatorQuery(current: URLSearchParams, state: CalculatorState): URLSearchParams {
  const query = new URLSearchParams(current);
  query.set('places', String(state.places));
  query.set('billing', state.billing);
  return query;
}

/** One step of the − and + buttons, kept within 1 and 50. */
export function stepPlaces(places: number, delta: number): number {
  return Math.min(MAX_PLACES, Math.max(MIN_PLACES, places + delta));
}
