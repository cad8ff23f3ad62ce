import { EMPTY_UUID } from '../constants.ts';
import { DEFAULT_SCORE } from './detail-keys.ts';

/**
 * Price and initial payment as typed ("$ 350.000.000", "350,000,000"): $, commas, dots and spaces are stripped
 * (spec section 5). Returns NaN when what is left is not a whole number.
 */
export function parseMoney(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const digits = (value ?? '').replace(/[$,.\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * Area as typed. es-CO writes thousands with dots: "1.250" has its dots removed; a dot followed by fewer than
 * three digits ("1.25") is multiplied by 1000, as the legacy portal did (spec section 5); a decimal comma
 * ("65,5") is a decimal. Returns NaN when it is not a number.
 */
export function parseArea(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const v = (value ?? '').trim();
  if (!v) return Number.NaN;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(v)) return Number(v.replace(/\./g, '').replace(',', '.'));
  if (/^\d+\.\d{1,2}$/.test(v)) return Math.round(Number(v) * 1000);
  if (/^\d+(,\d+)?$/.test(v)) return Number(v.replace(',', '.'));
  return Number.NaN;
}

/**
 * The area as the API stores it: digits with a decimal comma ("72,5", "1250"), the form parseArea reads back
 * to the same number, so normalising a stored value again changes nothing.
 */
export function areaForApi(value: string): string {
  const n = parseArea(value);
  return Number.isNaN(n) ? value : String(n).replace('.', ',');
}

/** Score: empty or 0 is sent as 1 (spec sections 5 and 9). */
export function scoreForApi(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number((value ?? '').trim() || 0);
  return !n ? DEFAULT_SCORE : n;
}

/** A missing department or city is sent as the empty uuid (spec section 9). */
export const uuidOrEmpty = (value: string | null | undefined) => (value ? value : EMPTY_UUID);
