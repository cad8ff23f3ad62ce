import { applyPercent, checkNewPrice, es, formatWhole, parseMoney } from '@tu360/domain';
import type { PriceChange, PriceItem } from '@tu360/domain/contracts';

/** Percentages the page takes: more than −100 % (a price of 0) up to +1000 %. */
const PERCENT_MIN = -100;
const PERCENT_MAX = 1000;

/** A percentage as typed ("5", "+2,5", "-3.75", "−3"), or null when it is not one the page takes. */
export function parsePercent(text: string): number | null {
  const v = text.trim().replace('−', '-').replace(/\s/g, '');
  if (!/^[+-]?\d{1,4}([.,]\d{1,2})?$/.test(v)) return null;
  const n = Number(v.replace(',', '.'));
  return n > PERCENT_MIN && n <= PERCENT_MAX ? n : null;
}

/** A price as typed, shown as the others once its field is left ("448000000" → "448.000.000"); else as typed. */
export function tidyPriceText(text: string): string {
  if (!text.trim()) return text;
  const value = parseMoney(text);
  return Number.isNaN(value) ? text : formatWhole(value);
}

export interface NewPriceCheck {
  /** The price typed, in whole pesos; null when empty or unreadable. */
  value: number | null;
  /** What the server would refuse, with its message (the domain's rule, spec section 5); null when none. */
  error: string | null;
}

/**
 * One typed new price against the domain's price rules (checkNewPrice), as the preview will judge it: the page
 * refuses on the field what the server refuses, with the same message. The initial payment and administration fee
 * are not in the list, and the warnings need the user's tick: the preview shows both.
 */
export function checkTypedPrice(
  item: PriceItem,
  text: string,
  medianPricePerM2: number | null,
): NewPriceCheck {
  if (!text.trim()) return { value: null, error: null };
  const value = parseMoney(text);
  if (Number.isNaN(value)) return { value: null, error: es.prices.newPriceNotNumber };
  const check = checkNewPrice({ oldPrice: item.price, newPrice: value, area: item.area, medianPricePerM2 });
  return { value, error: check.errors[0] ?? null };
}

/**
 * "Aplicar % a la selección": each selected property's current price with the percentage (the domain's rounding
 * to whole pesos), as the text of its input. Properties without a current price are left as they are.
 */
export function withPercent(
  items: readonly PriceItem[],
  percent: number,
  typed: Readonly<Record<number, string>>,
): Record<number, string> {
  const next = { ...typed };
  for (const item of items)
    if (item.price) next[item.productId] = formatWhole(applyPercent(item.price, percent));
  return next;
}

export interface SelectionCheck {
  changes: PriceChange[];
  /** The fields with an error, by productId. */
  errors: Record<number, string>;
}

/** What a preview of the selection sends: every selected property with a readable new price; the fields' errors. */
export function changesOf(
  items: readonly PriceItem[],
  typed: Readonly<Record<number, string>>,
  medianPricePerM2: number | null,
): SelectionCheck {
  const changes: PriceChange[] = [];
  const errors: Record<number, string> = {};
  for (const item of items) {
    const check = checkTypedPrice(item, typed[item.productId] ?? '', medianPricePerM2);
    if (check.error) errors[item.productId] = check.error;
    else if (check.value !== null) changes.push({ productId: item.productId, newPrice: check.value });
  }
  return { changes, errors };
}
