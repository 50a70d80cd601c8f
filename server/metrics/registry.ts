import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Everything this process reports at METRICS_PORT (Prometheus text format). */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'balss_' });

export const httpRequests = new Counter({
  name: 'balss_http_requests_total',
  help: 'HTTP requests answered, by method, route (as declared) and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'balss_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const finishedResponses = new Counter({
  name: 'balss_responses_finished_total',
  help: 'Finished poll responses written by this server (submissions; rate() gives them per second)',
  registers: [metricsRegistry],
});

export const resultsSummaries = new Counter({
  name: 'balss_results_summaries_total',
  help: 'Results summaries answered: kept (answered again, nothing it was made of changed) or made',
  labelNames: ['answer'] as const,
  registers: [metricsRegistry],
});

export const foldedResponses = new Counter({
  name: 'balss_responses_folded_total',
  help: "Finished responses this server's results folder counted into the results cube",
  registers: [metricsRegistry],
});
