import { useEffect, useState } from 'react';

/** Public configuration served by GET /api/config. */
export interface PortalConfig {
  faqUrl: string;
  oidc: { authority: string; clientId: string; secondClientId: string } | null;
  captcha: { enabled: boolean; fallbackToken?: string };
}

let pending: Promise<PortalConfig> | null = null;

/** Loaded once per page; a failed load is retried on the next call. */
export function fetchConfig(): Promise<PortalConfig> {
  pending ??= fetch('/api/config', { headers: { Accept: 'application/json' } })
    .then((res) => {
      if (!res.ok) throw new Error(`config ${res.status}`);
      return res.json() as Promise<PortalConfig>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

let loaded: PortalConfig | undefined;

/**
 * The public configuration, loaded once per page. A plain hook rather than a query: the sign-in page reads it,
 * and it paints without the query library (issue 10). After a failure, `data` stays undefined (no identity
 * provider's button) and the next page that asks tries again.
 */
export function useConfig(): { data: PortalConfig | undefined; isPending: boolean } {
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
