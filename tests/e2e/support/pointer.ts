import type { Locator } from '@playwright/test';

/** Presses with the project's pointer: a thumb on a touch screen, the mouse on the desktop. */
export async function press(locator: Locator, touch: boolean) {
  await (touch ? locator.tap() : locator.click());
}

/**
 * Whether React has hydrated the node: before that it is the document's own HTML, and a press on it
 * does only what the HTML does.
 */
export function ownedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
}
