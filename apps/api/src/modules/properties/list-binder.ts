import { inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * How a filter's value reaches the SQL: as a parameter of this one query (counts, bulk actions), or as a named
 * placeholder of the list's statements, which are built and prepared once per shape of filters.
 */
export interface Binder {
  one<T>(name: string, value: T): T | Placeholder;
  anyOf(
    column: AnyPgColumn,
    name: string,
    values: readonly unknown[],
    type: 'uuid' | 'integer' | 'text',
  ): SQL;
}

export const inline: Binder = {
  one: (_name, value) => value,
  anyOf: (column, _name, values) => inArray(column, [...values]),
};

export class Placeholders implements Binder {
  readonly values: Record<string, unknown> = {};
  one<T>(name: string, value: T) {
    this.values[name] = value;
    return sql.placeholder(name);
  }
  anyOf(column: AnyPgColumn, name: string, values: readonly unknown[], type: 'uuid' | 'integer' | 'text') {
    this.values[name] = values;
    return sql`${column} = any(${sql.placeholder(name)}::${sql.raw(type)}[])`;
  }
  /** The placeholders in use: with the sort, they decide the SQL text. */
  shape() {
    return Object.keys(this.values).join(',');
  }
}
