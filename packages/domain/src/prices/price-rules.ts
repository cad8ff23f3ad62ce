// The rules of a price update (issue 12, "Actualizar precios"), as pure functions: the page shows them as the user
// types and the API applies them in the preview and again in the apply, so both read the same rules.
import { formatCop, formatOneDecimal } from '../format.ts';
import { es } from '../messages/es.ts';
import { parseArea } from '../property/normalize.ts';
import { type PropertyFlow, type PropertyValues, validateProperty } from '../schemas/property.schema.ts';

/** A change of more than this, up or down, in percent of the current price, is a warning. */
export const PRICE_CHANGE_WARNING_PERCENT = 30;
/** A price per m² more than this away from the project's median, in percent of the median, is a warning. */
export const PRICE_PER_M2_WARNING_PERCENT = 50;

export type PriceWarning = { kind: 'change' | 'pricePerM2'; message: string };
export interface PriceCheck {
  errors: string[];
  warnings: PriceWarning[];
}

/**
 * The area a price per m² divides by: the property's "Área (m²)" detail (the main area of spec section 3, required
 * by the wizard's first step; not the private or built area), read as stored ("85" or "85,5"). null when missing,
 * unreadable or not positive.
 */
export function areaOfDetail(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !value.trim()) return null;
  const n = parseArea(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Price per m² in whole pesos (rounded to the nearest); null without a price or an area. */
export function pricePerM2(price: number | null | undefined, area: number | null | undefined): number | null {
  if (price === null || price === undefined || !area || area <= 0) return null;
  return Math.round(price / area);
}

/** The median of some numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The project's median price per m², over its properties with both a current price and an area (their current
 * prices, not the new ones: the reference a new price is compared with does not move with the batch).
 */
export function projectMedianPricePerM2(
  items: readonly { price: number | null; area: number | null }[],
): number | null {
  return median(items.map((i) => pricePerM2(i.price, i.area)).filter((v): v is number => v !== null));
}

/** (new − old) / old in percent, to two decimals; null without an old price above 0. */
export function changePercent(oldPrice: number | null | undefined, newPrice: number): number | null {
  if (!oldPrice || oldPrice <= 0) return null;
  return Math.round(((newPrice - oldPrice) / oldPrice) * 10_000) / 100;
}

/**
 * "+x % / −x %" applied to a price: price × (100 + x) / 100, rounded to the nearest whole peso (half a peso up).
 * The product is computed on integers first when x has at most two decimals, so 10.000.000 + 2,5 % is exactly
 * 10.250.000.
 */
export function applyPercent(price: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.round((price * (10_000 + hundredths)) / 10_000);
}

const percentText = (n: number) => formatOneDecimal(Math.abs(n));

/** What the new price must respect among the fields of spec section 5 (its other fields are not touched). */
const PRICE_FIELDS: readonly (keyof PropertyValues)[] = ['price', 'initialPayment', 'administrationPrice'];

export interface PriceCheckInput {
  oldPrice: number | null;
  newPrice: number;
  area: number | null;
  /** The project's median price per m² (projectMedianPricePerM2). */
  medianPricePerM2: number | null;
  /** The property's "Cuota inicial ($)" and "Precio administracion" details as stored, if any. */
  initialPayment?: string | null;
  administrationPrice?: string | null;
  flow?: PropertyFlow;
}

/**
 * The errors and warnings of one new price: spec section 5's price rule ("Debe ser mayor a 10.000.000") and its
 * initial payment and administration fee rules against the new price, with their messages (the property form's
 * own validation, validateProperty); a change above ±30 % and a price per m² more than 50 % away from the
 * project's median are warnings.
 */
export function checkNewPrice(input: PriceCheckInput): PriceCheck {
  const values: PropertyValues = {
    price: String(input.newPrice),
    initialPayment: input.initialPayment ?? undefined,
    administrationPrice: input.administrationPrice ?? undefined,
  };
  const errors = validateProperty(values, { flow: input.flow ?? 'builder', step: 1 })
    .filter((i) => PRICE_FIELDS.includes(i.field))
    .map((i) => i.message);
  const warnings: PriceWarning[] = [];
  const change = changePercent(input.oldPrice, input.newPrice);
  if (change !== null && Math.abs(change) > PRICE_CHANGE_WARNING_PERCENT)
    warnings.push({
      kind: 'change',
      message: es.prices.bigChange(`${change > 0 ? '+' : '−'}${percentText(change)}`),
    });
  const perM2 = pricePerM2(input.newPrice, input.area);
  const med = input.medianPricePerM2;
  if (perM2 !== null && med && med > 0) {
    const away = ((perM2 - med) / med) * 100;
    if (Math.abs(away) > PRICE_PER_M2_WARNING_PERCENT)
      warnings.push({
        kind: 'pricePerM2',
        message: es.prices.farFromMedian(percentText(away), formatCop(Math.round(med))),
      });
  }
  return { errors, warnings };
}
