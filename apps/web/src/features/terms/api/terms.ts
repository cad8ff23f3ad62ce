import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface TermsAcceptance {
  id: string;
  constructorId: string;
  userId: string;
  version: string;
  acceptedAt: string;
}

/** GET terms/v2/constructor: an empty list means the terms modal must be shown. */
export function termsQuery(constructorId: string | null | undefined) {
  return queryOptions({
    queryKey: ['terms', constructorId],
    queryFn: () =>
      api<TermsAcceptance[]>('/auth/api/terms/v2/constructor', {
        query: { constructorId: constructorId ?? '' },
      }),
    enabled: !!constructorId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET account/AcceptTerms?user=<id>. */
export function acceptTerms(userId: string) {
  return api<boolean>('/auth/api/account/AcceptTerms', { query: { user: userId } });
}
