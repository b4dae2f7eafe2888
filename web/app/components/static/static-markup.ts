import { useId, useState } from 'react';

/**
 * The props of an element whose inner HTML was rendered at build time (`<div {...useStaticMarkup(html)} />`).
 *
 * The HTML comes with the route's loader data, so a client-side navigation (which fetches the page's .data
 * file) has it. The prerendered page has it twice, though: in its markup and in the inline hydration data. The
 * build drops the second copy (web/scripts/static-markup.ts) and the page arrives with an empty string
 * instead; on that first load the element keeps the markup it already has in the DOM, found by `data-static`.
 */
export function useStaticMarkup(html: string | undefined) {
  const id = useId();
  const [prerendered] = useState(() =>
    html || typeof document === 'undefined'
      ? ''
      : (document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? ''),
  );
  return { 'data-static': id, dangerouslySetInnerHTML: { __html: html || prerendered } };
}
