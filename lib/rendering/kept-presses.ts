/**
 * A control in the server's HTML that only a script answers (a gallery's arrow) can be pressed
 * before the page's scripts arrive: a cached page loads them after its first paint. The page's tap
 * keeper (lib/shortlist/tap-keeper-script.ts), an inline script that runs before the body's
 * controls are parsed, keeps a press on a button that carries KEPT_PRESS_ATTRIBUTE, named by its
 * value, and stops it there, until a component answers that name: from then on the presses are the
 * component's own, and it answers those kept before.
 */

export const KEPT_PRESS_ATTRIBUTE = 'data-kept-press';

/*
 * A kept press can also be shown at once, before its component answers it: a slider's arrow carries
 * KEPT_STEP_ATTRIBUTE (1 or -1), a control that leads to one slide (a thumbnail) KEPT_SLIDE_TO_ATTRIBUTE
 * (its index), inside an element carrying KEPT_SLIDES_ATTRIBUTE (the number of slides), whose slides
 * carry KEPT_SLIDE_ATTRIBUTE (their index) and are `hidden` but the one shown.
 * When the slide a step leads to is in the document, the keeper shows it in place of the shown one,
 * marks the arrows at an end `aria-disabled` and the control that leads to it `aria-current`, and
 * rewrites the text of each KEPT_SLIDE_TEXT_ATTRIBUTE element from the attribute,
 * `{}` standing for the slide's number: as the component draws them once it has answered the same
 * presses. When it is not, the press is only kept.
 */
export const KEPT_STEP_ATTRIBUTE = 'data-kept-step';
export const KEPT_SLIDE_TO_ATTRIBUTE = 'data-kept-slide-to';
export const KEPT_SLIDES_ATTRIBUTE = 'data-kept-slides';
export const KEPT_SLIDE_ATTRIBUTE = 'data-kept-slide';
export const KEPT_SLIDE_TEXT_ATTRIBUTE = 'data-kept-slide-text';

declare global {
  interface Window {
    __keptPresses?: unknown[];
    /** The keeper's count of the pointers pressed now. */
    __pointersPressed?: () => number;
    /** The names components answer now: the keeper keeps no press of theirs. */
    __pressesAnswered?: Record<string, true>;
  }
}

/**
 * How many pointers (a mouse button, a finger) are pressed on the page now: the keeper counts them
 * from the moment the document is parsed, so a press begun before any of the page's scripts ran is
 * counted too. A part that takes the place of the server's HTML waits until none is: a press ends on
 * the element it began on, or its click goes to neither. A press whose release the page never heard
 * is forgotten when the next gesture of its kind (mouse, touch, pen) begins.
 */
export function pointersPressed(): number {
  return window.__pointersPressed?.() ?? 0;
}

/**
 * From now on the component answers the presses named `names`; those the keeper kept until now,
 * oldest first, for it to answer at once.
 */
export function answerKeptPresses(names: readonly string[]): string[] {
  const answered = (window.__pressesAnswered ??= {});
  for (const name of names) answered[name] = true;
  const kept = window.__keptPresses ?? [];
  const isMine = (press: unknown): press is string => typeof press === 'string' && names.includes(press);
  window.__keptPresses = kept.filter((press) => !isMine(press));
  return kept.filter(isMine);
}

/**
 * Draws the slides under `root` at `index` as the tap keeper draws a shown press. A component calls it
 * with the slide it first rendered before it answers the kept presses: the keeper may have shown a
 * slide the presses do not end on (one it could show, before one it could not), and React only writes
 * what changes between two renders, so each element must first be as the first render left it.
 */
export function showKeptSlide(root: Element, index: number): void {
  const count = Number(root.getAttribute(KEPT_SLIDES_ATTRIBUTE));
  const each = (attribute: string, draw: (element: HTMLElement, value: string) => void) => {
    for (const element of root.querySelectorAll<HTMLElement>(`[${attribute}]`))
      draw(element, element.getAttribute(attribute) ?? '');
  };
  each(KEPT_SLIDE_ATTRIBUTE, (slide, value) => {
    slide.hidden = Number(value) !== index;
  });
  each(KEPT_STEP_ATTRIBUTE, (arrow, step) => {
    const atEnd = Number(step) < 0 ? index <= 0 : index >= count - 1;
    if (atEnd) arrow.setAttribute('aria-disabled', 'true');
    else arrow.removeAttribute('aria-disabled');
  });
  each(KEPT_SLIDE_TO_ATTRIBUTE, (control, value) => {
    if (Number(value) === index) control.setAttribute('aria-current', 'true');
    else control.removeAttribute('aria-current');
  });
  each(KEPT_SLIDE_TEXT_ATTRIBUTE, (text, template) => {
    if (text.firstChild) text.firstChild.nodeValue = template.replace('{}', String(index + 1));
  });
}
