/**
 * The API's heap limit (issue 11): V8 sizes its garbage collection by the heap's limit, and with Node's default on
 * this kind of machine (about 4 GB) it lets a bulk load's garbage reach four times the live data before a full
 * collection (+200–230 MB at the peak of a 10,000-row load, for 75 MB live). Started with a limit of 1 GB (about
 * 13 times that live data), the server collects sooner and its peak stays near the streaming reader's. API_HEAP_MB
 * sets another limit (a larger machine, a container's memory). `npm start` (apps/api's start script), the cluster
 * (scripts/cluster.ts) and the benchmarks start the server with it.
 */
export const DEFAULT_API_HEAP_MB = 1024;

/** The Node flag that sets the API's heap limit: API_HEAP_MB megabytes, else DEFAULT_API_HEAP_MB. */
export function heapFlag(env: NodeJS.ProcessEnv = process.env): string {
  const mb = Number(env.API_HEAP_MB ?? DEFAULT_API_HEAP_MB);
  if (!Number.isInteger(mb) || mb < 256)
    throw new Error(`API_HEAP_MB=${env.API_HEAP_MB}: se espera un entero ≥ 256`);
  return `--max-old-space-size=${mb}`;
}
