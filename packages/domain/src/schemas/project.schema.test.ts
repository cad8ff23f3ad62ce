import { describe, expect, it } from 'vitest';
import { es } from '../messages/es.ts';
import {
  type ProjectForApproval,
  projectApprovalGaps,
  projectBodySchema,
  projectReasonSchema,
  whatsAppContactBodySchema,
} from './project.schema.ts';

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

describe('create/update project body: each empty field is reported on its own path (spec section 7)', () => {
  const place = '3f2b8a8e-3c1e-4c5e-9f1a-2b3c4d5e6f70';
  const valid = {
    businessName: 'Altos del Bosque S.A.S.',
    email: 'ventas@altos.test',
    address: 'Calle 10 # 43 - 12',
    departmentId: place,
    cityId: place,
    phone: '604 444 0000',
    detailSellers: [
      { key: 'CamacolCode', value: 'CAM-123' },
      { key: 'Nit', value: '900123456-7' },
    ],
  };
  const issuesOf = (body: unknown) => {
    const result = projectBodySchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  const withDetails = (camacol: string, nit: string) => ({
    ...valid,
    detailSellers: [
      { key: 'CamacolCode', value: camacol },
      { key: 'Nit', value: nit },
    ],
  });

  it.each<[string, unknown, string[][]]>([
    ['all filled', valid, []],
    [
      'Código Camacol empty',
      withDetails('', '900123456-7'),
      [['detailSellers.0.value', 'El código Camacol es obligatorio']],
    ],
    [
      'NIT blank',
      withDetails('CAM-123', '   '),
      [['detailSellers.1.value', 'El NIT del proyecto es obligatorio']],
    ],
    [
      'both empty',
      withDetails('', ''),
      [
        ['detailSellers.0.value', 'El código Camacol es obligatorio'],
        ['detailSellers.1.value', 'El NIT del proyecto es obligatorio'],
      ],
    ],
    [
      'Camacol empty and the name missing: both reported at once',
      { ...withDetails('', '900123456-7'), businessName: '' },
      [
        ['businessName', 'Campo obligatorio'],
        ['detailSellers.0.value', 'El código Camacol es obligatorio'],
      ],
    ],
    [
      'details left out by an API client',
      { ...valid, detailSellers: [] },
      [
        ['detailSellers', 'El código Camacol es obligatorio'],
        ['detailSellers', 'El NIT del proyecto es obligatorio'],
      ],
    ],
  ])('%s', (_name, body, issues) => expect(issuesOf(body)).toEqual(issues));
});

describe('what a project lacks before it can be sent to approval', () => {
  const details = [
    { key: 'CamacolCode', value: 'CAM-1' },
    { key: 'Nit', value: '900123456-7' },
  ];
  it.each<[string, ProjectForApproval, string[]]>([
    [
      'logo, one image, Camacol and NIT: may be sent',
      { logo: '/files/l', imageCount: 1, detailSellers: details },
      [],
    ],
    ['no logo', { logo: null, imageCount: 3, detailSellers: details }, ['el logo del proyecto']],
    [
      'no image',
      { logo: '/files/l', imageCount: 0, detailSellers: details },
      ['al menos una imagen del proyecto'],
    ],
    [
      'nothing but the data',
      { logo: '', imageCount: 0, detailSellers: details },
      ['el logo del proyecto', 'al menos una imagen del proyecto'],
    ],
    [
      'an old project without Camacol code or NIT',
      { logo: '/files/l', imageCount: 2, detailSellers: [{ key: 'Nit', value: ' ' }] },
      ['el código Camacol', 'el NIT'],
    ],
  ])('%s', (_name, project, gaps) => expect(projectApprovalGaps(project)).toEqual(gaps));

  it('says every gap in one sentence', () =>
    expect(
      es.project.approvalGaps.sentence(['el logo del proyecto', 'al menos una imagen del proyecto']),
    ).toBe('Para solicitar la aprobación falta el logo del proyecto, al menos una imagen del proyecto.'));
});
