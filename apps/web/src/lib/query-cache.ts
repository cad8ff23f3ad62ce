/**
 * Empties the query cache after the current task. The query client is imported on demand: public pages do not
 * load the query library (issue 10), and when they never created the cache there is nothing to clear.
 */
export function clearQueryCache(): void {
  setTimeout(() => {
    void import('./query-client.ts').then(({ queryClient }) => queryClient.clear());
  }, 0);
}
