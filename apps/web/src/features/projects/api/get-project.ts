import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ProjectImage {
  id: string;
  image: string;
  name: string | null;
  label: string | null;
  text: string | null;
  isMain: boolean;
  order: number;
}

/** A project of GET seller/api/v1/get-seller-by-id/{id}. */
export interface ProjectDetail {
  id: string;
  name: string;
  businessName: string | null;
  email: string | null;
  address: string | null;
  departmentId: string | null;
  cityId: string | null;
  phone: string | null;
  whatsAppPhone: string | null;
  constructorId: string;
  constructorName: string;
  realState: boolean;
  logo: string | null;
  banner: string | null;
  status: string;
  statusDetail: string | null;
  percent: number;
  level: number;
  isCertificate: boolean;
  certificateId: string | null;
  certificate: { id: string; name: string; logo: string | null } | null;
  rentingAvaliable: boolean;
  detailSellers: { key: string; value: string }[];
  images: ProjectImage[];
  role: string | null;
  createdAt: string;
  updatedAt: string;
}

export const fetchProject = (id: string) => api<ProjectDetail>(`/seller/api/v1/get-seller-by-id/${id}`);

export function projectQuery(id: string | null | undefined) {
  return queryOptions({
    queryKey: ['project', id],
    queryFn: () => fetchProject(id as string),
    enabled: !!id,
  });
}

export function useProject(id: string | null | undefined) {
  return useQuery(projectQuery(id));
}
