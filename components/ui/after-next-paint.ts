/**
 * Runs `run` in a task of its own once the frame now being prepared has been painted: what a tap
 * shows at once (a ticked box) reaches the screen before the work it starts.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}
