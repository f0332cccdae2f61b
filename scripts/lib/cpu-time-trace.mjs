/**
 * Lighthouse's simulated throttling multiplies the main-thread tasks it *observed* by 4. On a machine
 * shared with other work those observations include the time the renderer waited for a CPU, often
 * more than the work itself, so Total Blocking Time and the paint metrics swing by seconds between
 * runs. Trace events carry both the wall duration (`dur`) and the thread's CPU time (`tdur`): this
 * rewrites the page's main-thread tasks to their CPU time (their children scaled alike), which is
 * what the same work costs on an idle machine. Used by lighthouse.mjs --cpu-time as a second opinion
 * beside the figures as measured; timestamps observed on screen (first paint, Speed Index frames) are
 * left as they were.
 */

/**
 * @param {{traceEvents: Array<{name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any}>}} trace
 * @returns {{tasks: number, removedMs: number}} modified in place
 */
export function shrinkMainThreadToCpuTime(trace) {
  const events = trace.traceEvents;
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      String(e.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error('No main-frame navigation in the trace');
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X');
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.tdur !== undefined && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const children = main.filter((e) => e.name !== 'RunTask').sort((a, b) => a.ts - b.ts);
  let removed = 0;
  let next = 0;
  for (const task of tasks) {
    const dur = /** @type {number} */ (task.dur);
    const ratio = Math.min(1, /** @type {number} */ (task.tdur) / dur);
    const start = task.ts;
    const end = start + dur;
    while (next < children.length && children[next].ts < start) next++;
    for (let i = next; i < children.length && children[i].ts < end; i++) {
      const child = children[i];
      child.ts = start + (child.ts - start) * ratio;
      child.dur = (child.dur ?? 0) * ratio;
    }
    removed += dur - dur * ratio;
    task.dur = dur * ratio;
  }
  return { tasks: tasks.length, removedMs: Math.round(removed / 1000) };
}
