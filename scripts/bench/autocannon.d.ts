// autocannon ships no types; this covers the part the server benchmark uses (server.js, enquiries.js).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    latency: Histogram;
    requests: Histogram & { total: number };
    statusCodeStats: Record<string, { count: number | string }>;
  }
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Client {
    setRequests(requests: Request[]): void;
  }
  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }
  interface Instance extends PromiseLike<Result> {
    stop(): void;
  }
  export default function autocannon(options: Options): Instance;
}
