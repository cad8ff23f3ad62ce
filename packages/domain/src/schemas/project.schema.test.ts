import { describe, expect, it } from 'vitest';
import { es } from '../messages/es.ts';
import { projectReasonSchema, whatsAppContactBodySchema } from './project.schema.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('reason to hide or reject a project (spec section 4)', () => {
  it.each([
    ['', es.project.reasonRequired],
    ['   ', es.project.reasonRequired],
    ['x'.repeat(501), es.validation.maxLength(500)],
    ['El proyecto se vendió en su totalidad.', null],
  ])('%j → %j', (statusDetail, message) =>
    expect(firstMessage(projectReasonSchema.safeParse({ statusDetail }))).toBe(message),
  );
});

describe('WhatsApp contact of a builder (spec section 3: ConstructorId, WhatsAppPhone, projectIds)', () => {
  const id = '3f2b8a8e-3c1e-4c5e-9f1a-2b3c4d5e6f70';
  it.each([
    ['a phone and one project', { WhatsAppPhone: '310 555 0101', projectIds: [id] }, null],
    ['no project', { WhatsAppPhone: '310 555 0101', projectIds: [] }, es.project.contactProjectsRequired],
    ['a phone that is not one', { WhatsAppPhone: 'abc', projectIds: [id] }, es.validation.phone],
    [
      'a project that is not an id',
      { WhatsAppPhone: '3105550101', projectIds: ['1'] },
      es.validation.selectOption,
    ],
  ])('%s', (_name, body, message) =>
    expect(firstMessage(whatsAppContactBodySchema.safeParse({ ConstructorId: id, ...body }))).toBe(message),
  );
});
