/** An event of a Chromium trace, as `browser.stopTracing()` gives them. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; src_func?: string; data?: Record<string, unknown> };
}

/** The events that are a task of the thread's own, by Chromium version. */
export const topLevelTasks = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'MessageLoop::RunTask']);
