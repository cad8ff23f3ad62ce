// The constructors module's operations and shapes (see index.ts).
import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { es } from '../messages/es.ts';
import { plainText } from '../schemas/common.ts';
import { operation, queryInt } from './operation.ts';

/** A builder or agency of the list, with its unread notifications when they were asked for (else 0). */
export const builderListItem = z.object({
  id: z.string(),
  name: z.string(),
  nit: z.string(),
  logo: z.string().nullable(),
  realState: z.boolean(),
  state: z.boolean(),
  totalNotification: z.number(),
});
export type BuilderItem = z.output<typeof builderListItem>;

/**
 * A `true`/`false` filter of the list, as queryBoolean() but refused with "El campo booleano no es válido.",
 * the message this list has always given.
 */
const booleanFilter = () =>
  z
    .enum(['true', 'false'], { error: es.validation.invalidField('booleano') })
    .transform((v) => v === 'true')
    .optional();

export const getAllConstructors = operation({
  operationId: 'getAllConstructors',
  method: 'GET',
  path: '/seller/api/constructor/v2/get-all',
  tags: ['constructors'],
  summary:
    'Constructoras o inmobiliarias por nombre, sin distinguir mayúsculas (administradores de la plataforma)',
  query: z.object({
    Keyword: plainText(150).optional(),
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(PAGE_SIZES.builderListFull).default(PAGE_SIZES.builderList),
    IsRealEstate: booleanFilter(),
    IsWithNotification: booleanFilter(),
  }),
  responses: {
    200: z.object({ data: z.array(builderListItem), totalData: z.number() }),
  },
});
