import { describe, expect, it } from 'vitest';
import { mainThreadAfterFcp, type TraceEvent } from '@/tests/bench/main-thread-trace';

const RENDERER = { pid: 7, tid: 1 };
const ms = (value: number) => value * 1000;

function task(startMs: number, durationMs: number, name = 'ThreadControllerImpl::RunTask'): TraceEvent {
  return { name, ph: 'X', ts: ms(startMs), dur: ms(durationMs), ...RENDERER };
}

function child(startMs: number, durationMs: number, name: string, data = {}): TraceEvent {
  return { name, ph: 'X', ts: ms(startMs), dur: ms(durationMs), ...RENDERER, args: { data } };
}

const fcp = (atMs: number, frame = 'MAIN', where = RENDERER): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: ms(atMs),
  args: { frame, data: { navigationId: 'PAGE' } },
  ...where,
});

const navigationStart = (atMs: number, navigationId: string): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts: ms(atMs),
  args: { frame: 'MAIN', data: { navigationId } },
  ...RENDERER,
});

const browserStarted: TraceEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  ts: 0,
  pid: 1,
  tid: 1,
  args: { data: { frames: [{ frame: 'MAIN' }, { frame: 'CHILD', parent: 'MAIN' }] } },
};

describe('mainThreadAfterFcp', () => {
  it('sums what TBT counts of the tasks after the first contentful paint, and finds the longest', () => {
    const figures = mainThreadAfterFcp([
      browserStarted,
      navigationStart(-50, 'BLANK'),
      navigationStart(0, 'PAGE'),
      task(0, 120), // before the paint: not counted
      fcp(200),
      task(210, 30), // short: busy, not blocking
      task(300, 80), // 30 ms blocking
      task(400, 150), // 100 ms blocking, the longest
      task(600, 50), // exactly 50 ms: not long
    ]);
    expect(figures.fcpMs).toBe(200);
    expect(figures.blockingMs).toBe(130);
    expect(figures.longTasksMs).toBe(230);
    expect(figures.busyMs).toBe(310);
    expect(figures.longest).toMatchObject({ startMs: 200, ms: 150 });
  });

  it("counts a task that straddles the paint by its part after it, as Lighthouse's TBT does", () => {
    const figures = mainThreadAfterFcp([fcp(100), task(40, 180)]);
    expect(figures.blockingMs).toBe(70);
    expect(figures.longest).toMatchObject({ startMs: 0, ms: 120 });
  });

  it('counts nested tasks once, by the outermost', () => {
    const figures = mainThreadAfterFcp([fcp(0), task(10, 90), task(12, 85, 'RunTask')]);
    expect(figures.longTasksMs).toBe(90);
    expect(figures.busyMs).toBe(90);
  });

  it("reads the main frame's renderer thread only, not another process's or a frame's paint", () => {
    const other = { pid: 9, tid: 1 };
    const figures = mainThreadAfterFcp([
      browserStarted,
      fcp(50, 'CHILD', other),
      fcp(100),
      { ...task(150, 300), ...other },
      { ...task(150, 100), tid: 2 },
      task(150, 60),
    ]);
    expect(figures.fcpMs).toBeNull();
    expect(figures.longTasksMs).toBe(60);
  });

  it("names the longest task's biggest direct children, a script by its file", () => {
    const figures = mainThreadAfterFcp([
      fcp(0),
      task(10, 200),
      child(12, 40, 'ParseHTML'),
      child(60, 140, 'EvaluateScript', { url: 'http://127.0.0.1/_next/static/chunks/main-1a2b.js?v=1' }),
      child(61, 130, 'FunctionCall', { url: 'http://127.0.0.1/_next/static/chunks/inner.js' }),
      child(205, 4, 'Layout'),
      task(300, 120),
      child(301, 100, 'TimerFire'),
      child(302, 90, 'FunctionCall', { functionName: 'tick', url: 'http://127.0.0.1/chunks/timer.js' }),
    ]);
    expect(figures.longest?.work).toEqual([
      { name: 'EvaluateScript main-1a2b.js', ms: 140 },
      { name: 'ParseHTML', ms: 40 },
      { name: 'Layout', ms: 4 },
    ]);
  });

  it('names the script a timer or an event ran', () => {
    const figures = mainThreadAfterFcp([
      fcp(0),
      task(300, 120),
      child(301, 100, 'TimerFire'),
      child(302, 60, 'FunctionCall', { functionName: 'tick', url: 'http://127.0.0.1/chunks/timer.js' }),
      child(370, 20, 'FunctionCall', { url: 'http://127.0.0.1/chunks/other.js' }),
    ]);
    expect(figures.longest?.work[0]).toEqual({ name: 'TimerFire → FunctionCall tick timer.js', ms: 100 });
  });

  it('is all zero when nothing runs after the paint', () => {
    expect(mainThreadAfterFcp([fcp(100), task(0, 90)])).toEqual({
      fcpMs: null,
      blockingMs: 0,
      longTasksMs: 0,
      busyMs: 0,
      longest: null,
    });
  });

  it('fails loudly on a trace without a first contentful paint', () => {
    expect(() => mainThreadAfterFcp([task(0, 90)])).toThrow(/firstContentfulPaint/);
  });
});
