import { z } from 'zod';
import { booleanText, requiredText } from './common.ts';

/** Sustainability certificate: name, logo (uploaded apart) and active flag. */
export const certificateBodySchema = z.object({
  name: requiredText(),
  isActive: booleanText().default(true),
});
export type CertificateBody = z.infer<typeof certificateBodySchema>;

/**
 * Certificates loaded for selection keep only the active ones and lower the total by the number removed
 * (spec section 4).
 */
export function activeCertificatesForSelection<T extends { isActive: boolean }>(page: {
  data: T[];
  totalData: number;
}) {
  const data = page.data.filter((c) => c.isActive);
  return { data, totalData: page.totalData - (page.data.length - data.length) };
}
