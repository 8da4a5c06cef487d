import type { Page } from 'playwright-core';

/**
 * Issue 21: text the reader cannot see whole at this width — an element that hides its overflow
 * (ellipsis, overflow hidden/clip) with a text wider or taller than its box, and a one-line input's
 * placeholder wider than the input. Screen-reader-only text (clipped to 1 px on purpose) is left out.
 * Each finding is "tag.class: text".
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    const hides = (s: CSSStyleDeclaration) =>
      s.textOverflow === 'ellipsis' ||
      ['hidden', 'clip'].includes(s.overflowX) ||
      ['hidden', 'clip'].includes(s.overflowY);
    for (const el of document.querySelectorAll<HTMLElement>('#root *')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getClientRects().length === 0)
        continue;
      // Visually hidden on purpose (.sr-only: 1 px, clipped): for screen readers only.
      if (el.clientWidth <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') continue;
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (
        text &&
        hides(style) &&
        (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      )
        found.push(`${name(el)}: ${text}`);
      if (
        (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
        el.placeholder &&
        !el.value
      ) {
        const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
        const oneLine = el instanceof HTMLInputElement || el.clientHeight < 2 * lineHeight;
        const context = document.createElement('canvas').getContext('2d');
        if (!context || !oneLine) continue;
        context.font = style.font;
        const room =
          el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        if (context.measureText(el.placeholder).width > room + 1)
          found.push(`${name(el)} placeholder: ${el.placeholder}`);
      }
    }
    return found;
  });
}
