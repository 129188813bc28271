/**
 * Attributes the island's markup carries for scripts that must not load the island to read them
 * (`DormantIsland` runs before the island's own code).
 */

/** Set on an island's form once scripts answer its controls: CSS then hides what only the document needs (Apply). */
export const SCRIPTED_ATTRIBUTE = 'data-scripted';

/** Marks server HTML that only the island's scripts can complete (the map view): the island wakes with the page. */
export const WAKE_AT_ONCE_ATTRIBUTE = 'data-wake-at-once';
