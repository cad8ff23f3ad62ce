import { es } from '@tu360/domain';
import { badRequest } from '../../lib/errors.ts';

/**
 * The leads cursor of the integration API: opaque to the caller, it is the (created_at, id) of the last lead it got,
 * created_at with PostgreSQL's microseconds (a JavaScript date keeps milliseconds only, and two leads of the same
 * millisecond must not be skipped). Leads come in (created_at, id) order, so "after the cursor" is exact.
 */
export interface LeadCursor {
  /** created_at in UTC, `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeLeadCursor(c: LeadCursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id]), 'utf8').toString('base64url');
}

/** The cursor a caller sent; 400 in Spanish when it is not one this API gave. */
export function decodeLeadCursor(text: string): LeadCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string' ||
    !AT.test(value[0]) ||
    Number.isNaN(Date.parse(value[0])) ||
    !UUID.test(value[1])
  )
    throw badRequest(es.integrationApi.invalidCursor, [es.integrationApi.invalidCursor]);
  return { at: value[0], id: value[1] };
}
