import type { Page } from '@playwright/test';

/**
 * What a person would see is wrong with a page at the window's width, found in the page the way they
 * would find it, each as a sentence naming the element: the document scrolling sideways, an element
 * reaching past the window's edges (other than inside a box that scrolls and itself fits), text
 * running out of its box, a placeholder cut short by its field.
 */
export function lookFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const findings: string[] = [];
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `<${element.tagName.toLowerCase()}${className ? ` class="${className}…"` : ''}> "${label.slice(0, 40)}"`;
    };
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width)
      findings.push(`the page scrolls sideways: ${scrollWidth} px of content on ${width} px`);

    /** Inside a box that scrolls or clips it and fits the window itself (a table that scrolls). */
    const insideFittingBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const { left, right } = box.getBoundingClientRect();
        if (left >= -0.5 && right <= width + 0.5) return true;
      }
      return false;
    };
    const reported = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      // Nothing to see, or out of sight on purpose (a bot trap far to the left).
      if (box.width === 0 || box.height === 0 || box.right <= 0) continue;
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      if (element.parentElement && reported.has(element.parentElement)) {
        reported.add(element);
        continue;
      }
      if (insideFittingBox(element)) continue;
      reported.add(element);
      findings.push(`${name(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
    }

    /** The box a text is laid out in: its nearest ancestor that is not inline. */
    const boxOf = (element: Element | null) => {
      let box = element;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      return box;
    };
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent?.checkVisibility()) continue;
      if (parent.closest('script, style, noscript, template, select, option')) continue;
      const box = boxOf(parent);
      if (!box) continue;
      const style = getComputedStyle(box);
      const outer = box.getBoundingClientRect();
      // Text hidden for screen readers (a 1 px clipped box), and text cut on purpose with an ellipsis.
      if (outer.width <= 1 || outer.height <= 1 || style.textOverflow === 'ellipsis') continue;
      const left = outer.left + parseFloat(style.borderLeftWidth);
      const right = outer.right - parseFloat(style.borderRightWidth);
      range.selectNodeContents(node);
      const line = Array.from(range.getClientRects()).find(
        (rect) => rect.width > 0 && (rect.right > right + 1 || rect.left < left - 1),
      );
      if (line) {
        const by = Math.round(Math.max(line.right - right, left - line.left));
        findings.push(
          `the text "${(node.textContent ?? '').trim().slice(0, 40)}" runs ${by} px out of ${name(box)}`,
        );
      }
    }

    // A placeholder is measured as text set in its own font and numerals; a number field that shows
    // its spinner (Chromium's, about 15 px) has that much less room.
    const FONT_PROPERTIES = [
      'font-family',
      'font-size',
      'font-style',
      'font-weight',
      'font-stretch',
      'font-variant-numeric',
      'font-feature-settings',
      'letter-spacing',
      'text-transform',
    ];
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:0;top:0';
    document.body.append(probe);
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (field.value !== '' || !field.checkVisibility()) continue;
      const text = getComputedStyle(field, '::placeholder');
      for (const property of FONT_PROPERTIES)
        probe.style.setProperty(property, text.getPropertyValue(property));
      probe.textContent = field.placeholder;
      const style = getComputedStyle(field);
      const spinner = field.type === 'number' && style.appearance !== 'textfield' ? 15 : 0;
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - spinner;
      const needed = probe.getBoundingClientRect().width;
      if (needed > room + 0.5) {
        findings.push(
          `the placeholder "${field.placeholder}" needs ${Math.ceil(needed)} px, its field has ${Math.floor(room)}`,
        );
      }
    }
    probe.remove();
    return findings;
  });
}
