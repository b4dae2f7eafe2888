import type { Locale } from '../index.ts';
import de from './de-DE/errors.json' with { type: 'json' };
import en from './en-US/errors.json' with { type: 'json' };
import hu from './hu-HU/errors.json' with { type: 'json' };

/**
 * The web app's own error texts in every language, on their own: the root error screen must show when a page's
 * code or text could not load, and the HTTP client must explain a network failure on any page, so the root
 * bundles these few strings instead of loading a catalog.
 */
export const ERROR_TEXT: Record<Locale, typeof en> = { 'en-US': en, 'de-DE': de, 'hu-HU': hu };
