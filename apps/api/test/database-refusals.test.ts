import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerForRefusal, databaseRefusal } from '../src/plugins/errors.ts';

/**
 * What PostgreSQL refuses becomes a 4xx with a Spanish message naming the field, whichever driver reports it:
 * PGlite's DatabaseError (here from real statements on a real PGlite) and postgres.js' PostgresError (built as the
 * driver builds it from the server's error fields), bare or wrapped by drizzle in a DrizzleQueryError.
 */
const SCHEMA = `
  create table departments (id uuid primary key, code text not null unique);
  create table builders (
    id uuid primary key,
    department_id uuid references departments (id),
    nit text not null,
    age integer
  );
  create unique index builders_nit_idx on builders (lower(nit));
  insert into departments values ('11111111-1111-4111-8111-111111111111', '05');
  insert into builders values ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', '900', 1);
`;

interface Row {
  name: string;
  sql: string;
  status: number;
  message: string;
}

const ROWS: Row[] = [
  {
    name: 'a department that does not exist',
    sql: `insert into builders values (gen_random_uuid(), '00000000-0000-0000-0000-000000000000', '901', 1)`,
    status: 400,
    message: 'El valor del campo departmentId no existe. Seleccione una opción válida.',
  },
  {
    name: 'deleting a department still in use',
    sql: `delete from departments`,
    status: 409,
    message: 'El registro está en uso por otros datos y no se puede eliminar.',
  },
  {
    name: 'a repeated value of a unique expression index',
    sql: `insert into builders values (gen_random_uuid(), null, '900', 1)`,
    status: 409,
    message: 'Ya existe un registro con el mismo valor en el campo nit.',
  },
  {
    name: 'a repeated value of a unique column',
    sql: `insert into departments values (gen_random_uuid(), '05')`,
    status: 409,
    message: 'Ya existe un registro con el mismo valor en el campo code.',
  },
  {
    name: 'a missing required value',
    sql: `insert into builders values (gen_random_uuid(), null, null, 1)`,
    status: 400,
    message: 'El campo nit es obligatorio.',
  },
  {
    name: 'an integer beyond int4',
    sql: `update builders set age = 2147483648`,
    status: 400,
    message: 'Un valor numérico de la solicitud está fuera del rango permitido.',
  },
  {
    name: 'a NUL byte in a text',
    sql: `select convert_from('\\x6100'::bytea, 'UTF8')`,
    status: 400,
    message: 'La solicitud contiene caracteres no permitidos.',
  },
  {
    name: 'text that is not a uuid',
    sql: `select 'abc'::uuid`,
    status: 400,
    message: 'La solicitud no es válida. Revise los datos enviados.',
  },
  {
    name: 'text that is not a number',
    sql: `select '1e20'::bigint`,
    status: 400,
    message: 'La solicitud no es válida. Revise los datos enviados.',
  },
];

describe('database refusals become a 4xx with a Spanish message', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec(SCHEMA);
  });
  afterAll(() => pg?.close());

  const refusalOf = async (sql: string) => {
    try {
      await pg.query(sql);
    } catch (error) {
      return error;
    }
    throw new Error(`la base de datos aceptó: ${sql}`);
  };

  it.each(ROWS)('PGlite: $name → $status', async (row) => {
    const error = await refusalOf(row.sql);
    for (const reported of [error, new DrizzleQueryError(row.sql, [], error as Error)]) {
      const refusal = databaseRefusal(reported);
      expect(refusal).toBeDefined();
      expect(refusal && answerForRefusal(refusal)).toEqual({ status: row.status, message: row.message });
    }
  });

  it.each(ROWS)('postgres.js: $name → $status', async (row) => {
    // The same error as postgres.js reports it: the server's fields under its names (column_name, constraint_name…).
    const original = (await refusalOf(row.sql)) as Record<string, string | undefined>;
    const error = new postgres.PostgresError({
      message: original.message,
      severity: 'ERROR',
      code: original.code,
      detail: original.detail,
      column_name: original.column,
      table_name: original.table,
      constraint_name: original.constraint,
      routine: original.routine,
    } as never);
    for (const reported of [error, new DrizzleQueryError(row.sql, [], error)]) {
      const refusal = databaseRefusal(reported);
      expect(refusal && answerForRefusal(refusal)).toEqual({ status: row.status, message: row.message });
    }
  });

  it('leaves what is not a refusal of the data to the 500 handler', async () => {
    const notData = await refusalOf('select * from no_such_table');
    const refusal = databaseRefusal(notData);
    expect(refusal?.code).toBe('42P01');
    expect(refusal && answerForRefusal(refusal)).toBeUndefined();
    // A network error of postgres.js has a code too, but is no refusal of the database.
    expect(databaseRefusal(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBeUndefined();
  });
});
