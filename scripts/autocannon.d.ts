// The part of autocannon 9 (no types of its own) that the scale test uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests a connection makes before autocannon opens a new one. */
    reconnectRate?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
    /** Answers by HTTP status. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** The run: a promise of its result, and an emitter of its events ('reqError' for a request that failed). */
  interface Instance extends PromiseLike<Result> {
    on(event: 'reqError', listener: (error: Error) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
