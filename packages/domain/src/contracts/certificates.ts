// The certificates module's operations and shapes (see index.ts).
import { z } from 'zod';
import { es } from '../messages/es.ts';
import { certificateBodySchema } from '../schemas/certificate.schema.ts';
import { plainText } from '../schemas/common.ts';
import { errorMessage, validationMessage } from './errors.ts';
import { fileField, operation, queryInt } from './operation.ts';

const certificateIdParams = z.object({ id: z.uuid(es.validation.invalidField('id')) });

/** A sustainability certificate (the logo is a file's URL). */
export const certificate = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  isActive: z.boolean(),
});
export type Certificate = z.output<typeof certificate>;

/** A page of certificates. */
export const certificatePage = z.object({ data: z.array(certificate), totalData: z.number() });
export type CertificatePage = z.output<typeof certificatePage>;

/** Multipart body of create and update: name, isActive and, optionally, the logo file. */
export const certificateFormBody = certificateBodySchema.extend({ logo: fileField() });

/** What create and update answer: the certificate's id. */
export const certificateSaved = z.object({ id: z.string() });
export type CertificateSaved = z.output<typeof certificateSaved>;

export const getAllCertificates = operation({
  operationId: 'getAllCertificates',
  method: 'GET',
  path: '/certificate/api/v1/get-all',
  tags: ['certificates'],
  summary: 'Certificados de sostenibilidad',
  query: z.object({
    PageNumber: queryInt().min(1).default(1),
    PageSize: queryInt().min(1).max(200).default(50),
    Keyword: plainText(150).optional(),
  }),
  responses: { 200: certificatePage },
});

export const getCertificateById = operation({
  operationId: 'getCertificateById',
  method: 'GET',
  path: '/certificate/api/v1/get-by-id/{id}',
  tags: ['certificates'],
  summary: 'Un certificado',
  params: certificateIdParams,
  responses: { 200: certificate, 404: errorMessage },
});

export const createCertificate = operation({
  operationId: 'createCertificate',
  method: 'POST',
  path: '/certificate/api/v1/create',
  tags: ['certificates'],
  summary: 'Crea un certificado',
  multipart: true,
  // The fields may also come as JSON (without a logo).
  consumes: ['multipart/form-data', 'application/json'],
  body: certificateFormBody,
  responses: {
    201: certificateSaved,
    400: validationMessage,
    403: errorMessage,
    413: errorMessage,
    415: errorMessage,
  },
});

export const updateCertificate = operation({
  operationId: 'updateCertificate',
  method: 'PUT',
  path: '/certificate/api/v1/update/{id}',
  tags: ['certificates'],
  summary: 'Actualiza un certificado',
  multipart: true,
  consumes: ['multipart/form-data', 'application/json'],
  params: certificateIdParams,
  body: certificateFormBody,
  responses: {
    200: certificateSaved,
    400: validationMessage,
    403: errorMessage,
    404: errorMessage,
    413: errorMessage,
    415: errorMessage,
  },
});
