// The sellers module's operations and shapes (see index.ts).
import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { es } from '../messages/es.ts';
import { ROLE_NAMES } from '../roles.ts';
import { plainText } from '../schemas/common.ts';
import { PROJECT_STATUSES } from '../statuses/project-status.ts';
import { operation, queryInt } from './operation.ts';

/** A store (project) the signed-in user can access, with the role the user holds there. */
export const storeItem = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  role: z.enum(ROLE_NAMES),
  status: z.enum(PROJECT_STATUSES),
  nit: z.string().nullable(),
  constructorId: z.string(),
  constructorName: z.string(),
});
export type StoreItem = z.output<typeof storeItem>;

export const getAllByUser = operation({
  operationId: 'getAllByUser',
  method: 'GET',
  path: '/seller/api/v1/get-all-by-user',
  tags: ['sellers'],
  summary: 'Tiendas a las que accede el usuario, con el rol que tiene en cada una',
  query: z.object({
    PageNumber: queryInt().min(1, es.validation.invalidField('PageNumber')).default(1),
    PageSize: queryInt()
      .min(1)
      .max(200, es.validation.invalidField('PageSize'))
      .default(PAGE_SIZES.storeRequest),
    Keyword: plainText(150).optional(),
    IdConstructor: z.string().uuid().optional(),
  }),
  responses: { 200: z.object({ data: z.array(storeItem), totalData: z.number() }) },
});
