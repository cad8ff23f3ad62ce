// The versioned terms and conditions' operations and shapes (issue 15; see index.ts). The builder's acceptance of
// the current version is the spec's (auth.ts: getConstructorTerms, acceptTerms).
import { z } from 'zod';
import { publishTermsBodySchema } from '../terms/terms-version.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { operation } from './operation.ts';

/** A published version of the terms: its label, title, text (sanitized HTML) and when it was published. */
export const termsVersion = z.object({
  version: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type TermsVersion = z.output<typeof termsVersion>;

export const getCurrentTerms = operation({
  operationId: 'getCurrentTerms',
  method: 'GET',
  path: '/terms/current',
  tags: ['terms'],
  summary: 'Términos y condiciones vigentes (la versión publicada más reciente); público',
  responses: { 200: termsVersion, 404: errorMessage },
});

export const publishTerms = operation({
  operationId: 'publishTerms',
  method: 'POST',
  path: '/terms/versions',
  tags: ['terms'],
  summary: 'Publica una nueva versión de los términos (administradores de la plataforma)',
  description:
    'El texto es HTML: se guarda sin lo que no está permitido (scripts, estilos, atributos, enlaces que no son ' +
    'http, https o mailto). La nueva versión pasa a ser la vigente: cada constructora o inmobiliaria debe ' +
    'aceptarla de nuevo.',
  body: publishTermsBodySchema,
  responses: { 201: termsVersion, 403: errorMessage, 409: validationMessage },
});
