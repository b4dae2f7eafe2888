import type { Page } from 'playwright-core';

/**
 * What a visitor would see as broken layout inside `selector`: an element that sticks out of the screen
 * sideways (unless a scrolling or clipping box around it holds it, as carousels and swipe rows do), text that
 * runs out of its box or is cut off, and a page that scrolls sideways. Drawings (SVG) and screen-reader-only
 * text are left out. Each problem names the element's tag and the start of its text.
 */
export function overflowProblems(page: Page, selector = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return [`nothing matches ${selector}`];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px > ${viewport} px)`);
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> “${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}”`;
    const heldSideways = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('svg') || element.offsetWidth <= 1 || element.offsetHeight <= 1) continue;
      // Screen-reader-only text (clipped to nothing) is not seen.
      if (
        getComputedStyle(element).clipPath === 'inset(50%)' ||
        getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)'
      )
        continue;
      const rect = element.getBoundingClientRect();
      if ((rect.right > viewport + 1 || rect.left < -1) && !heldSideways(element)) {
        found.push(`sticks out of the screen: ${describe(element)}`);
      } else if (ownText(element) && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        found.push(`text runs out of its box: ${describe(element)}`);
      }
    }
    return found;
  }, selector);
}

/** Whether an input's placeholder fits its text box in the input's own font (else the visitor sees it cut). */
export function placeholderFits(
  page: Page,
  selector: string,
): Promise<{ fits: boolean; text: string; need: number; room: number }> {
  return page
    .locator(selector)
    .first()
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input, '::placeholder');
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const need = context.measureText(input.placeholder).width;
      const own = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
      return { fits: need <= room, text: input.placeholder, need: Math.round(need), room: Math.round(room) };
    });
}
