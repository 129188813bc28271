import { act } from '@testing-library/react';

/** Past the next frame and the task after it: when work deferred by `useAfterNextPaint` has run. */
export const nextFrameAndTask = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
