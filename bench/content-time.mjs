// "Content" time of a Lighthouse run: when the screen's real content (the login form, the first
// business card, the first field of a section) has rendered, under Lighthouse's own simulated
// throttling. The app sets a user-timing mark, performance.mark('content'), in the effect that
// follows that render (apps/web/src/hooks/use-content-mark.ts). The mark's observed time is from
// an unthrottled load, so it is not the figure: we take Lighthouse's dependency graph of the load
// (network requests and main-thread tasks), simulate the whole graph with the run's throttling
// (Lantern, the model behind Lighthouse's own FCP, LCP and TBT), and report the simulated end of
// everything that had finished by the mark, including the task that set it. A boot screen or a
// skeleton never sets the mark, so it cannot count.
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js';

export const CONTENT_MARK = 'content';

/** The mark's timestamp (trace clock, µs), or undefined when the page never set it. */
function markTimestamp(trace) {
  const event = trace.traceEvents.find(
    (e) => e.name === CONTENT_MARK && String(e.cat).includes('blink.user_timing'),
  );
  return event?.ts;
}

/**
 * Simulated milliseconds from the navigation's start to the content mark, plus the observed
 * (unthrottled) figure for comparison; undefined values when the mark is missing.
 */
export async function contentTime(artifacts, settings) {
  const trace = artifacts.Trace;
  const markTs = markTimestamp(trace);
  if (markTs === undefined) return { simulatedMs: undefined, observedMs: undefined };
  const data = {
    trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const { graph, simulator } = await getComputationDataParams(data, { computedCache: new Map() });
  const { nodeTimings } = simulator.simulate(graph, { label: 'content' });
  let simulatedMs = 0;
  let rootStart = Infinity;
  for (const [node, timing] of nodeTimings) {
    rootStart = Math.min(rootStart, node.startTime);
    const done = node.endTime <= markTs;
    const holdsMark = node.type === 'cpu' && node.startTime <= markTs && markTs <= node.endTime;
    if (done || holdsMark) simulatedMs = Math.max(simulatedMs, timing.endTime);
  }
  // CONTENT_TIMELINE=1 prints the simulated timeline up to the mark (to see what delays it).
  if (process.env.CONTENT_TIMELINE) printTimeline(nodeTimings, markTs, rootStart);
  return { simulatedMs, observedMs: (markTs - rootStart) / 1000 };
}

function printTimeline(nodeTimings, markTs, rootStart) {
  const rows = [...nodeTimings]
    .filter(([node]) => node.startTime <= markTs)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(node.request.transferSize / 1024)} KiB`
        : `cpu (observed ${Math.round((node.endTime - node.startTime) / 1000)} ms)`;
    console.log(
      `    ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms  ${what}  [observed @${Math.round((node.startTime - rootStart) / 1000)}]`,
    );
  }
}
