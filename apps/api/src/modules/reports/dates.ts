import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The first instant of a day (AAAA-MM-DD) in Bogotá (UTC−5 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00-05:00`);
const nextDay = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

/** Rows created from the day `from` to the day `to`, both included, as days in Bogotá. */
export function createdBetween(column: AnyPgColumn, from?: string, to?: string): SQL | undefined {
  return and(from ? gte(column, startOfDay(from)) : undefined, to ? lt(column, nextDay(to)) : undefined);
}
