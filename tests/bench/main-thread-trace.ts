/*
 * A page load's main-thread figures from a Chromium trace (the JSON `traceEvents` of Tracing):
 * the renderer main thread's top-level tasks once the first contentful paint is out, and what
 * Total Blocking Time counts of them. Pure, so a unit test can feed it events.
 */

/** The fields of a trace event the figures read (Chromium's Trace Event Format, times in µs). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    frame?: string;
    data?: {
      frames?: Array<{ frame: string; parent?: string }>;
      url?: string;
      functionName?: string;
      navigationId?: string;
      type?: string;
    };
  };
}

/** What TBT counts: the part of a task past this. */
export const LONG_TASK_MS = 50;

/** The names Chromium gives a task the scheduler runs, outermost first. */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

export interface TaskWork {
  /** The child event's name (EvaluateScript, FunctionCall, Layout …) and, for a script, its file. */
  name: string;
  ms: number;
}

export interface LongestTask {
  /** From the first contentful paint. */
  startMs: number;
  ms: number;
  /** Its biggest direct children, biggest first. */
  work: TaskWork[];
}

export interface MainThreadFigures {
  /** From the main frame's navigation start; null when the trace has none. */
  fcpMs: number | null;
  /** Σ (duration − 50 ms) over the tasks longer than 50 ms after the first contentful paint. */
  blockingMs: number;
  /** Σ duration of those tasks. */
  longTasksMs: number;
  /** Σ duration of every task after the first contentful paint. */
  busyMs: number;
  longest: LongestTask | null;
}

/** The main frame's first contentful paint: its pid and tid are the renderer main thread's. */
function mainFrameFcp(events: TraceEvent[]): TraceEvent {
  const mainFrames = new Set(
    events
      .filter((event) => event.name === 'TracingStartedInBrowser')
      .flatMap((event) => event.args?.data?.frames ?? [])
      .filter((frame) => !frame.parent)
      .map((frame) => frame.frame),
  );
  const paints = events.filter((event) => event.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts);
  // A trace without the browser's frame list (a test's, an old Chromium's) has one page: its first paint.
  const fcp = paints.find((event) => mainFrames.has(event.args?.frame ?? '')) ?? paints[0];
  if (!fcp) throw new Error('no firstContentfulPaint in the trace');
  return fcp;
}

function end(event: TraceEvent): number {
  return event.ts + (event.dur ?? 0);
}

/** Complete events of one thread, the outermost of nested tasks only. */
function topLevelTasks(thread: TraceEvent[]): TraceEvent[] {
  const tasks = thread
    .filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const outermost: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outermost.at(-1);
    if (!last || task.ts >= end(last)) outermost.push(task);
  }
  return outermost;
}

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  const file = data?.url?.split('/').pop()?.split('?')[0];
  const detail = [data?.functionName, file, data?.type].filter(Boolean).join(' ');
  return detail ? `${event.name} ${detail}` : event.name;
}

function within(outer: TraceEvent, thread: TraceEvent[]): TraceEvent[] {
  return thread.filter(
    (event) => event !== outer && event.ph === 'X' && event.ts >= outer.ts && end(event) <= end(outer),
  );
}

/** An event, and when it names no script (a timer, an event), the biggest script it ran. */
function describeWork(event: TraceEvent, thread: TraceEvent[]): string {
  if (event.args?.data?.url) return describe(event);
  const script = within(event, thread)
    .filter((inner) => inner.args?.data?.url)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  return script ? `${describe(event)} → ${describe(script)}` : describe(event);
}

/** The children directly inside a task (not inside another child), biggest first. */
function directChildren(task: TraceEvent, thread: TraceEvent[], count: number): TaskWork[] {
  const inside = within(task, thread)
    .filter((event) => !TASK_NAMES.has(event.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const direct: TraceEvent[] = [];
  for (const event of inside) {
    const last = direct.at(-1);
    if (!last || event.ts >= end(last)) direct.push(event);
  }
  return direct
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count)
    .map((event) => ({ name: describeWork(event, thread), ms: (event.dur ?? 0) / 1000 }));
}

/**
 * The figures of one load. A task that starts before the paint and ends after it counts by its
 * part after the paint, as Lighthouse clips TBT's tasks at the first contentful paint.
 */
export function mainThreadAfterFcp(events: TraceEvent[], workCount = 3): MainThreadFigures {
  const fcp = mainFrameFcp(events);
  const thread = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid);
  const tasks = topLevelTasks(thread);
  const navigationId = fcp.args?.data?.navigationId;
  const navigationStart = events.find(
    (event) =>
      event.name === 'navigationStart' && navigationId && event.args?.data?.navigationId === navigationId,
  );
  const figures: MainThreadFigures = {
    fcpMs: navigationStart ? (fcp.ts - navigationStart.ts) / 1000 : null,
    blockingMs: 0,
    longTasksMs: 0,
    busyMs: 0,
    longest: null,
  };
  let longestTask: TraceEvent | null = null;
  for (const task of tasks) {
    const ms = (end(task) - Math.max(task.ts, fcp.ts)) / 1000;
    if (ms <= 0) continue;
    figures.busyMs += ms;
    if (ms > LONG_TASK_MS) {
      figures.blockingMs += ms - LONG_TASK_MS;
      figures.longTasksMs += ms;
    }
    if (!figures.longest || ms > figures.longest.ms) {
      longestTask = task;
      figures.longest = { startMs: Math.max(0, task.ts - fcp.ts) / 1000, ms, work: [] };
    }
  }
  if (figures.longest && longestTask) figures.longest.work = directChildren(longestTask, thread, workCount);
  return figures;
}
