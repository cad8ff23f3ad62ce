import { queryOptions, useQuery } from '@tanstack/react-query';

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

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: fetchConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfig() {
  return useQuery(configQuery);
}
