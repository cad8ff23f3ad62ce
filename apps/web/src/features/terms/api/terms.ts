import { queryOptions } from '@tanstack/react-query';
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

/** GET account/AcceptTerms?user=<id>. */
export function acceptTerms(userId: string) {
  return call('GET /auth/api/account/AcceptTerms', { query: { user: userId } });
}
