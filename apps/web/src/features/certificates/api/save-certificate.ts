import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateBody } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

function formOf(body: CertificateBody, logo: File | null): FormData {
  const form = new FormData();
  form.append('name', body.name);
  form.append('isActive', String(body.isActive));
  if (logo) form.append('logo', logo);
  return form;
}

/** POST create (multipart name, isActive, logo?) → { id }. */
export const createCertificate = (body: CertificateBody, logo: File | null) =>
  call('POST /certificate/api/v1/create', { form: formOf(body, logo) });

/** PUT update/{id} (multipart name, isActive, logo?) → { id }. */
export const updateCertificate = (id: string, body: CertificateBody, logo: File | null) =>
  call('PUT /certificate/api/v1/update/{id}', { params: { id }, form: formOf(body, logo) });

export function useSaveCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, logo }: { id?: string; body: CertificateBody; logo: File | null }) =>
      id ? updateCertificate(id, body, logo) : createCertificate(body, logo),
    // Lists, details and the selection offered in the project form.
    onSuccess: () => client.invalidateQueries({ queryKey: ['certificates'] }),
  });
}
