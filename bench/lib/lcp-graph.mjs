// What Lighthouse's simulated LCP counted in a run (docs/performance.md, decision 0039): the requests
// and the main-thread tasks of Lantern's pessimistic LCP graph, each with its simulated end, computed
// again from the run's artifacts by Lighthouse's own Lantern classes.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * @param {import('lighthouse').Artifacts} artifacts a run's (`runnerResult.artifacts`)
 * @param {import('lighthouse').Result} lhr its report
 * @returns {Promise<{ requests: { url: string, type: string, kB: number, end: number }[], cpuMs: number, scriptsEvaluated: number }>}
 */
export async function lcpGraph(artifacts, lhr) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings: lhr.configSettings });
  const requests = [];
  let cpuMs = 0;
  let scriptsEvaluated = 0;
  for (const [node, timing] of result.pessimisticEstimate.nodeTimings) {
    if (node.type === 'network') {
      requests.push({
        url: new URL(node.request.url).pathname,
        type: node.request.resourceType ?? 'Other',
        kB: node.request.transferSize / 1000,
        end: timing.endTime,
      });
    } else {
      cpuMs += timing.duration;
      if (node.childEvents.some((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.includes('/_next/static/')))
        scriptsEvaluated++;
    }
  }
  return { requests: requests.sort((a, b) => a.end - b.end), cpuMs, scriptsEvaluated };
}

/** One line of it: the requests by kind, their kilobytes, the simulated CPU. */
export function describeLcpGraph({ requests, cpuMs, scriptsEvaluated }) {
  const kinds = new Map();
  for (const r of requests) {
    const kind = kinds.get(r.type) ?? { count: 0, kB: 0 };
    kind.count++;
    kind.kB += r.kB;
    kinds.set(r.type, kind);
  }
  const parts = [...kinds].map(([type, k]) => `${k.count} ${type.toLowerCase()} ${k.kB.toFixed(1)} kB`);
  return `${parts.join(', ')}; CPU ${cpuMs.toFixed(0)} ms${scriptsEvaluated ? `, ${scriptsEvaluated} script evaluations` : ''}`;
}
