import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A builder or agency of GET seller/api/constructor/v2/get-constructor-by-id. */
export interface BuilderDetail {
  id: string;
  name: string;
  nit: string;
  email: string | null;
  age: number | null;
  pageUrl: string | null;
  guild: string | null;
  departmentId: string | null;
  cityId: string | null;
  address: string | null;
  phoneNumber: string | null;
  whatsAppPhone: string | null;
  description: string | null;
  state: boolean;
  realState: boolean;
  logo: string | null;
  banner: string | null;
  status: string | null;
  totalNotification: number;
}

export const fetchBuilder = (constructorId: string) =>
  api<BuilderDetail>('/seller/api/constructor/v2/get-constructor-by-id', { query: { constructorId } });

export function builderQuery(constructorId: string | null | undefined) {
  return queryOptions({
    queryKey: ['builder', constructorId],
    queryFn: () => fetchBuilder(constructorId as string),
    enabled: !!constructorId,
  });
}

export function useBuilder(constructorId: string | null | undefined) {
  return useQuery(builderQuery(constructorId));
}
