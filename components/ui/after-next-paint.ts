import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `run` in a task of its own once the frame now being prepared has been painted: what a tap
 * shows at once (a ticked box, the chosen order) reaches the screen before the work it starts.
 */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}

/**
 * `afterNextPaint` for a component: the work is dropped if the component has unmounted by then
 * (the visitor has gone on), so it never reaches a search that is gone.
 */
export function useAfterNextPaint(): (run: () => void) => void {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback((run: () => void) => {
    afterNextPaint(() => {
      if (mounted.current) run();
    });
  }, []);
}
