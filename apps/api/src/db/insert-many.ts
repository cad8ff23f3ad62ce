import { getTableColumns, type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Rows a statement takes: each column is one array parameter, so this bounds the statement's size, not a limit. */
const ROWS_PER_STATEMENT = 20_000;

/**
 * A PostgreSQL array literal of the values as text (`{"a","b",NULL}`): one text parameter cast to the column's
 * array type reads the same on PGlite and on postgres.js (which types a JS array by its elements, and a boolean
 * array as a boolean).
 */
function arrayLiteral(values: unknown[]): string {
  const item = (v: unknown) =>
    v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return `{${values.map(item).join(',')}}`;
}

/**
 * Inserts many rows with one array parameter per column (`insert … select * from unnest($1::uuid[], …)`) rather than
 * one parameter per value: the same rows as a multi-row INSERT, a fraction of the binding work (PGlite passes every
 * parameter through WebAssembly). Every row must give the same fields; columns left out take their defaults.
 * Values go through each column's own mapping to the driver (dates, JSON), as drizzle's insert does.
 */
export async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] as object).filter((k) => k in columns);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const part = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const names: SQLChunk[] = [];
    const arrays: SQL[] = [];
    for (const key of keys) {
      const column = columns[key];
      const values = part.map((row) => {
        const v = row[key];
        return v === undefined || v === null ? null : column.mapToDriverValue(v);
      });
      names.push(sql.identifier(column.name));
      arrays.push(sql`${arrayLiteral(values)}::${sql.raw(column.getSQLType())}[]`);
    }
    await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}
