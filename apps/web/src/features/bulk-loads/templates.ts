import type { LoadTemplate } from '@tu360/domain/contracts';
import type { UploadKind } from './api/bulk-loads.ts';

/** The templates a company works with: a builder's three property categories and its projects; an agency's own. */
export function templatesOf(isAgency: boolean): LoadTemplate[] {
  return isAgency ? ['AgencyRealstate'] : ['Apartment', 'House', 'StudioApartment', 'Projects'];
}

/** Which upload call a template's workbook goes through. */
export function uploadKindOf(template: LoadTemplate): UploadKind {
  if (template === 'Projects') return 'projects';
  if (template === 'AgencyRealstate') return 'agency';
  return 'builder';
}
