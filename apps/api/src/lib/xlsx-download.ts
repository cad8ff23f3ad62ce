import type { OperationContract } from '@tu360/domain/contracts';
import { contractRoute } from './contract-route.ts';

/** The content type of an .xlsx workbook. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download operation's route: its 200 answer is documented as an .xlsx (the body is bytes or a stream). */
export function workbookAnswer<const O extends OperationContract>(op: O, description: string) {
  const route = contractRoute(op);
  return {
    ...route,
    schema: {
      ...route.schema,
      response: {
        ...route.schema.response,
        200: { description, content: { [XLSX]: { schema: op.responses[200] } } },
      },
    },
  };
}

/**
 * Content-Disposition of a download: an ASCII name for old clients (accents dropped, anything unsafe as `_`)
 * and the exact name in UTF-8 (RFC 6266).
 */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w .()-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
