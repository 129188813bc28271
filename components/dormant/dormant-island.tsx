'use client';

import {
  Component,
  createContext,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type MouseEvent,
} from 'react';
import { ROUTED_LINK_ATTRIBUTE } from '@/components/ui/link';
import { isPlainClick, opensHere } from '@/components/ui/plain-click';
import { useHydratedFromDocument } from '@/components/ui/use-hydration';
import { hasChangedControls } from '@/lib/forms/changed-controls';
import { pointersPressed } from '@/lib/rendering/kept-presses';
import { ACTIVATION_KEYS, carryOver, type ApplyFormQuery, type HeldPress } from './carry-over';
import { SCRIPTED_ATTRIBUTE, WAKE_AT_ONCE_ATTRIBUTE } from './island-markers';
import styles from './dormant-island.module.css';

/** Lets each form of the island say how to apply what the visitor typed in the server's HTML. */
export const CarriedFormsContext = createContext<
  ((label: string, apply: ApplyFormQuery) => () => void) | null
>(null);

/** Where react-instantsearch-nextjs leaves the server's answer for the island's first render. */
const SERVER_RESULTS = Symbol.for('InstantSearchInitialResults');

/**
 * What a click in the island's HTML asks of its scripts: a button only a script answers, or a link
 * the island follows in place (a page of results, a filter dropped). Pressed while the island
 * wakes, it is pressed again once awake. A link to another page is the document's LinkRouter's to
 * follow, at once.
 */
function scriptedTarget(event: MouseEvent<HTMLElement>): HTMLElement | null {
  if (!(event.target instanceof Element)) return null;
  const button = event.target.closest('button');
  if (button) return scriptedButton(button);
  const link = event.target.closest('a[href]');
  const followedInPlace =
    link instanceof HTMLAnchorElement && !link.hasAttribute(ROUTED_LINK_ATTRIBUTE) && opensHere(link);
  return followedInPlace && isPlainClick(event) ? link : null;
}

/** A button only a script answers: a submit button works as the form's. */
function scriptedButton(element: Element): HTMLButtonElement | null {
  const button = element.closest('button');
  return button?.type === 'button' ? button : null;
}

/**
 * A control whose own handler may answer a key that presses it: a button only a script answers, or
 * a disclosure's summary, which the HTML opens and its handler may go on from (into the panel).
 */
function keyedControl(element: Element): HTMLElement | null {
  return scriptedButton(element) ?? element.closest('summary');
}

/** Runs `run` now, or once the press under way is released and its click has been dispatched. */
function afterPress(pressing: () => boolean, run: () => void) {
  if (!pressing()) {
    run();
    return;
  }
  const released = () => {
    window.removeEventListener('pointerup', released, true);
    window.removeEventListener('pointercancel', released, true);
    setTimeout(() => afterPress(pressing, run));
  };
  window.addEventListener('pointerup', released, true);
  window.addEventListener('pointercancel', released, true);
}

type Phase = 'dormant' | 'waking' | 'live' | 'failed';

class StayDormantOnError extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Runs once the island's effects have run: after theirs, which it follows in the tree. */
function OnSettled({ run }: { run: () => void }) {
  useEffect(() => {
    const timer = setTimeout(run);
    return () => clearTimeout(timer);
  }, [run]);
  return null;
}

const EMPTY_HTML = { __html: '' };

export interface DormantIslandProps {
  children: ReactNode;
  /**
   * The island is a search whose answer the server left in the page (react-instantsearch-nextjs):
   * dropped if the page is left before the island woke, so it never stands in for another search.
   */
  searchAnswer?: boolean;
  /**
   * The island wakes once it is on screen, unasked: a part a visitor works by hovering (the desktop
   * bar's dropdowns), which CSS hides at other sizes, where it then runs none of its code.
   */
  wakeOnScreen?: boolean;
}

/**
 * Part of a page that hydrates when a visitor first reaches for it rather than with the page: the
 * property search, each property card outside it, and the header's navigations. The server renders
 * it whole; in the browser that HTML is left as it is (a search, its filters, a card and its links
 * work as a document), so a page nobody touches runs none of its code. A pointer over it, a press or focus in it wakes it:
 * it renders beside its HTML, hidden (the search from the answer the server left in the page); once
 * its effects have run and no press is under way, it takes the HTML's place with what the visitor
 * did there (open panels, the focused box and its text, changed filters, buttons pressed). A page
 * the browser mounts itself (a soft navigation) has no HTML to keep and renders it at once.
 */
export function DormantIsland({ children, searchAnswer = false, wakeOnScreen = false }: DormantIslandProps) {
  const fromDocument = useHydratedFromDocument();
  const [phase, setPhase] = useState<Phase>(fromDocument ? 'dormant' : 'live');
  const dormantRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  const forms = useRef(new Map<string, ApplyFormQuery>());
  const pressed = useRef<HeldPress[]>([]);
  // The phase as events and effects must read it at once: the rendered one follows a transition.
  const reached = useRef<Phase>(fromDocument ? 'dormant' : 'live');

  // Once: another update while the island renders in its transition would start that render again,
  // and a pointer moving over the HTML sends one at every element it crosses.
  const wake = useCallback(() => {
    if (reached.current !== 'dormant') return;
    reached.current = 'waking';
    startTransition(() => setPhase('waking'));
  }, []);

  const registerForm = useCallback((label: string, apply: ApplyFormQuery) => {
    forms.current.set(label, apply);
    return () => {
      if (forms.current.get(label) === apply) forms.current.delete(label);
    };
  }, []);

  // The scripts now answer the HTML's controls (a change wakes the island, which applies it), so
  // Apply goes. What the visitor did before they ran (a box ticked, a sort chosen, text typed, focus
  // or a pointer left on it) wakes it at once, as does HTML only the island completes (the map view).
  useEffect(() => {
    const from = dormantRef.current;
    if (!from) return;
    from.querySelectorAll('form').forEach((form) => form.setAttribute(SCRIPTED_ATTRIBUTE, ''));
    if (from.querySelector(`[${WAKE_AT_ONCE_ATTRIBUTE}]`)) {
      wake();
      return;
    }
    const active = document.activeElement;
    const reachedFor = (active && from.contains(active)) || from.querySelector(':hover');
    if (reachedFor || Array.from(from.querySelectorAll('form')).some(hasChangedControls)) wake();
  }, [wake]);

  useEffect(() => {
    const shown = wakeOnScreen ? dormantRef.current?.firstElementChild : null;
    if (!shown) return;
    // Let go at once: the HTML it watches leaves the document when the island takes over.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      wake();
    });
    observer.observe(shown);
    return () => observer.disconnect();
  }, [wake, wakeOnScreen]);

  // Left before it took over (a soft navigation), the server's answer must not stand in for another search.
  useEffect(() => {
    if (!searchAnswer) return;
    return () => {
      if (reached.current !== 'live') Reflect.deleteProperty(window, SERVER_RESULTS);
    };
  }, [searchAnswer]);

  const takeOver = useCallback(() => {
    // A press under way, begun before the scripts ran or since, finishes on the HTML it began on.
    afterPress(
      () => pointersPressed() > 0,
      () => {
        const from = dormantRef.current;
        const to = liveRef.current;
        if (!from || !to || reached.current !== 'waking') return;
        const active = document.activeElement;
        const focus = active && from.contains(active) ? active : null;
        reached.current = 'live';
        from.hidden = true;
        to.hidden = false;
        carryOver(from, to, { focused: focus, forms: forms.current, pressed: pressed.current });
        setPhase('live');
      },
    );
  }, []);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = scriptedTarget(event);
    // The click a key gives a button (`detail` 0) is held as that key, answered once awake.
    const last = pressed.current.at(-1);
    const byHeldKey = event.detail === 0 && last?.target === target && ACTIVATION_KEYS.has(last?.key ?? '');
    if (target && !byHeldKey) {
      // A link waits for the island, which follows it in place (or, should it fail to load, the page does).
      if (target instanceof HTMLAnchorElement) event.preventDefault();
      pressed.current.push({ target });
    }
    wake();
  };
  const fail = useCallback(() => {
    reached.current = 'failed';
    setPhase('failed');
    const link = pressed.current.findLast(({ target }) => target instanceof HTMLAnchorElement)?.target;
    if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
  }, []);
  // The HTML answers every key but Escape (a dropdown's list closes on it only once it is live)
  // and those that press a scripted button or a summary, whose handler may answer the key itself
  // (a dropdown's toggle moves focus into the panel it opens on Enter).
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target && ACTIVATION_KEYS.has(event.key) ? keyedControl(target) : null;
    if (control) pressed.current.push({ target: control, key: event.key });
    else if (target && event.key === 'Escape') pressed.current.push({ target, key: event.key });
    wake();
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') wake();
  };

  const dormant = phase !== 'live' && (
    <div
      key="dormant"
      ref={dormantRef}
      className={styles.part}
      suppressHydrationWarning
      dangerouslySetInnerHTML={EMPTY_HTML}
      onPointerDownCapture={wake}
      onPointerOverCapture={onPointerOver}
      onFocusCapture={wake}
      onKeyDownCapture={onKeyDown}
      onInputCapture={wake}
      onChangeCapture={wake}
      onClickCapture={onClick}
    />
  );
  const live = (phase === 'waking' || phase === 'live') && (
    <div key="live" ref={liveRef} className={styles.part} hidden={phase === 'waking'}>
      <StayDormantOnError onError={fail}>
        <CarriedFormsContext.Provider value={registerForm}>{children}</CarriedFormsContext.Provider>
        {phase === 'waking' && <OnSettled run={takeOver} />}
      </StayDormantOnError>
    </div>
  );
  return (
    <div className={styles.part}>
      {typeof window === 'undefined' ? (
        <div className={styles.part}>{children}</div>
      ) : (
        <>
          {dormant}
          {live}
        </>
      )}
    </div>
  );
}
