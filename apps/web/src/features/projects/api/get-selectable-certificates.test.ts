import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { fetchSelectableCertificates } from './get-selectable-certificates.ts';

// Spec section 4: "Certificates loaded for selection keep only active ones and lower the total by the number removed."
describe('certificates offered on the project form', () => {
  it('keeps the active ones and lowers the total by the inactive ones removed', async () => {
    const cert = (name: string, isActive: boolean) => ({ id: name, name, logo: null, isActive });
    fakeFetch(() => ({
      json: {
        data: [
          cert('LEED', true),
          cert('EDGE', false),
          cert('CASA', true),
          cert('BREEAM', false),
          cert('HQE', true),
        ],
        totalData: 12,
      },
    }));
    const page = await fetchSelectableCertificates();
    expect(page.data.map((c) => c.name)).toEqual(['LEED', 'CASA', 'HQE']);
    expect(page.totalData).toBe(10);
  });
});
