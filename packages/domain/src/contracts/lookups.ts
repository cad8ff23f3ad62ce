import { z } from 'zod';
import { operation, uuidRef } from './operation.ts';

/** A department of Colombia (DANE DIVIPOLA). */
export const department = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type Department = z.output<typeof department>;

/** A municipality of Colombia (DANE DIVIPOLA). */
export const city = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  departmentId: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type City = z.output<typeof city>;

export const getDepartments = operation({
  operationId: 'getDepartments',
  method: 'GET',
  path: '/lookups/departments',
  tags: ['lookups'],
  summary: 'Departamentos de Colombia',
  responses: { 200: z.array(department) },
});

export const getCities = operation({
  operationId: 'getCities',
  method: 'GET',
  path: '/lookups/cities',
  tags: ['lookups'],
  summary: 'Municipios de un departamento',
  query: z.object({ departmentId: uuidRef() }),
  responses: { 200: z.array(city) },
});
