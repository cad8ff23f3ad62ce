import type { PublicConfig } from '@tu360/domain/contracts';
import { useEffect, useState } from 'react';
import { call } from './api-client.ts';

let pending: Promise<PublicConfig> | null = null;

/** GET /config, loaded once per page (public: no bearer token); a failed load is retried on the next call. */
export function fetchConfig(): Promise<PublicConfig> {
  pending ??= call('GET /config', { token: null }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

let loaded: PublicConfig | undefined;

/**
 * The public configuration, loaded once per page. A plain hook rather than a query: the sign-in page reads it,
 * and it paints without the query library (issue 10). After a failure, `data` stays undefined (no identity
 * provider's button) and the next page that asks tries again.
 */
export function useConfig(): { data: PublicConfig | undefined; isPending: boolean } {
  const [data, setData] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (data) return;
    let live = true;
    fetchConfig().then(
      (config) => {
        loaded = config;
        if (live) setData(config);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [data]);
  return { data, isPending: !data && !failed };
}
