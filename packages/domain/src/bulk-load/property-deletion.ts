// Deleting properties by file (issue 11, spec section 8): a one-column workbook of references, each the reference of
// a property of the project chosen at upload. The database checks (the property exists in that project, only once)
// are the API's.
import { es } from '../messages/es.ts';
import { isExampleRow, type TemplateColumn } from './template-columns.ts';

/** The one column of the deletion template: the reference (refId) of a property of the project. */
export const DELETION_REFERENCE_HEADER = 'Referencia';
/** The longest reference a property may hold (as the builder template's rule). */
export const REFERENCE_MAX = 100;

/** The deletion template's columns: a required "Referencia". */
export const deletionTemplateColumns = (): TemplateColumn[] => [
  {
    header: DELETION_REFERENCE_HEADER,
    source: { kind: 'top', field: 'reference' },
    required: true,
    hint: es.bulkLoads.deletion.referenceHint,
  },
];

/**
 * A row of a deletion workbook (cell texts by header): the reference it names, trimmed, or the issue that keeps it
 * from naming one. Example rows (EJEMPLO…) are skipped by the reader, as in every template.
 */
export function mapDeletionRow(
  cells: Record<string, string>,
): { reference: string; issue: null } | { reference: null; issue: { column: string; message: string } } {
  const reference = (cells[DELETION_REFERENCE_HEADER] ?? '').trim();
  const column = DELETION_REFERENCE_HEADER;
  if (!reference)
    return { reference: null, issue: { column, message: es.bulkLoads.deletion.referenceRequired } };
  if (reference.length > REFERENCE_MAX)
    return { reference: null, issue: { column, message: es.bulkLoads.referenceTooLong } };
  return { reference, issue: null };
}

/** Whether a deletion row is one of the template's examples (ignored). */
export const isDeletionExample = (cells: Record<string, string>) =>
  isExampleRow(cells[DELETION_REFERENCE_HEADER]);
