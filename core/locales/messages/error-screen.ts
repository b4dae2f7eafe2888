import type { Locale } from '../index.ts';
import de from './de-DE/errors.json' with { type: 'json' };
import en from './en-US/errors.json' with { type: 'json' };
import hu from './hu-HU/errors.json' with { type: 'json' };

/**
 * The web app's root error screen in every language, on its own: that screen must show when a page's code or
 * text could not load, so the root bundles these few strings instead of loading a catalog.
 */
export const ERROR_SCREEN_TEXT: Record<Locale, typeof en> = { 'en-US': en, 'de-DE': de, 'hu-HU': hu };
