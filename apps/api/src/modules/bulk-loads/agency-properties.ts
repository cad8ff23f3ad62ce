// Loads of an agency's properties (the "Inmuebles de inmobiliaria" template, one for every category): the same walk
// as a builder's (references per project, DIVIPOLA names, duplicates, foreign references), each row through the
// wizard's rules and save for the agency flow.
import { agencyColumnOf, agencyTemplateColumns, mapAgencyRow } from '@tu360/domain';
import { propertiesHandler } from './builder-properties.ts';

/** An agency's properties: the agency's rules (its required fields), then the wizard's save with flow 'agency'. */
export const agencyPropertiesHandler = propertiesHandler({
  flow: 'agency',
  columns: () => agencyTemplateColumns(),
  map: (_load, cells) => mapAgencyRow(cells),
  columnOf: (_load, field) => agencyColumnOf(field),
});
