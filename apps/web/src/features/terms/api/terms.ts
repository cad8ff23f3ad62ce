import { queryOptions } from '@tanstack/react-query';
import type { PublishTermsBody } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** GET terms/v2/constructor: an empty list means the terms modal must be shown. */
export function termsQuery(constructorId: string | null | undefined) {
  return queryOptions({
    queryKey: ['terms', constructorId],
    queryFn: () =>
      call('GET /auth/api/terms/v2/constructor', { query: { constructorId: constructorId ?? '' } }),
    enabled: !!constructorId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET account/AcceptTerms?user=<id>[&version=<the version read>]. */
export function acceptTerms(userId: string, version?: string) {
  return call('GET /auth/api/account/AcceptTerms', {
    query: version ? { user: userId, version } : { user: userId },
  });
}

/** GET /terms/current: the current version (public: sent without the session's token). */
export function getCurrentTerms(signal?: AbortSignal) {
  return call('GET /terms/current', { token: null, signal });
}

/** The current version for the terms modal's details step. */
export function currentTermsQuery() {
  return queryOptions({ queryKey: ['terms', 'current'], queryFn: ({ signal }) => getCurrentTerms(signal) });
}

/** POST /terms/versions (platform administrators). */
export function publishTerms(body: PublishTermsBody) {
  return call('POST /terms/versions', { json: body });
}
