import { formatArea, formatCop, formatDate, formatTime12 } from '../format.ts';
import { prices } from '../messages/es/prices.ts';
import { propertyStatusLabel } from '../statuses/property-status.ts';
import { DETAIL_KEYS } from './detail-keys.ts';

/** Fields and detail keys holding pesos: shown as "$ 90.000.000". */
const MONEY_FIELDS = new Set<string>([
  'listPrice',
  'costPrice',
  // A price update's entry (issue 12) is named "actualización de precios" in the property's history.
  prices.historyField,
  DETAIL_KEYS.initialPayment,
  DETAIL_KEYS.propertyTax,
  DETAIL_KEYS.waterCost,
  DETAIL_KEYS.gasCost,
  DETAIL_KEYS.electricityCost,
  DETAIL_KEYS.administrationPrice,
  DETAIL_KEYS.deedExpenses,
]);

/** Detail keys holding square metres: shown as "72,5 m²". */
const AREA_FIELDS = new Set<string>([DETAIL_KEYS.area, DETAIL_KEYS.privateArea, DETAIL_KEYS.builtArea]);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A stored number as written by the API or by a person: "90000000", "$ 90.000.000", "72,5", "72.5". */
function moneyOf(value: string): number | null {
  const digits = value.replace(/[$\s.,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}
function areaOf(value: string): number | null {
  const v = value.trim();
  if (/^\d+(,\d+)?$/.test(v)) return Number(v.replace(',', '.'));
  if (/^\d+\.\d+$/.test(v)) return Number(v);
  return null;
}

/**
 * A recorded value of a property (a field or a detail key, as the history of changes lists them) the way the
 * portal shows it everywhere in es-CO: pesos, square metres, Bogotá dates and status labels. A value it does
 * not recognise is returned as it is.
 */
export function formatPropertyValue(field: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (field === 'status') return propertyStatusLabel(text) || text;
  if (MONEY_FIELDS.has(field)) {
    const n = moneyOf(text);
    return n === null ? text : formatCop(n);
  }
  if (AREA_FIELDS.has(field)) {
    const n = areaOf(text);
    return n === null ? text : formatArea(n);
  }
  if (ISO_DATE_TIME.test(text)) return `${formatDate(text)} ${formatTime12(text)}`;
  return text;
}
