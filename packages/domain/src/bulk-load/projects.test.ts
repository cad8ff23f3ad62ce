import { describe, expect, it } from 'vitest';
import { es } from '../messages/es.ts';
import { projectBodySchema } from '../schemas/project.schema.ts';
import { projectExampleRows, projectTemplateColumns } from './project-columns.ts';
import { mapProjectRow, projectNameKey } from './project-row-mapping.ts';
import { headerText, isExampleRow, missingColumns } from './template-columns.ts';

const F = es.project.fields;
const valid = (): Record<string, string> => {
  const [example] = projectExampleRows();
  return {
    ...example,
    Referencia: '',
    'Razón social': 'Altos del Bosque S.A.S.',
    'Nombre comercial': 'Altos',
  };
};

describe('projects template columns', () => {
  const columns = projectTemplateColumns();

  it('has the reference then one column per field of the project form, with the form labels', () => {
    expect(columns.map((c) => c.header)).toEqual([
      'Referencia',
      F.businessName,
      F.name,
      F.email,
      F.address,
      'Departamento',
      'Municipio',
      F.phone,
      F.whatsAppPhone,
      F.camacolCode,
      F.nit,
      F.certificate,
      F.rentingAvaliable,
    ]);
  });

  it('marks required exactly what projectBodySchema requires', () => {
    expect(columns.filter((c) => c.required).map(headerText)).toEqual([
      'Razón social *',
      'Correo electrónico *',
      'Dirección *',
      'Departamento *',
      'Municipio *',
      'Teléfono *',
      'Código Camacol *',
      'NIT *',
    ]);
  });

  it('offers lists: DIVIPOLA, the certificates, SI/NO', () => {
    const of = (h: string) => columns.find((c) => c.header === h);
    expect(of('Departamento')?.lookup).toBe('departments');
    expect(of('Municipio')?.lookup).toBe('municipalities');
    expect(of(F.certificate)?.lookup).toBe('certificates');
    expect(of(F.rentingAvaliable)?.options).toEqual(['SI', 'NO']);
  });

  it('has two example rows, ignored on upload, that the form would take', () => {
    const examples = projectExampleRows();
    expect(examples).toHaveLength(2);
    for (const e of examples) {
      expect(isExampleRow(e.Referencia)).toBe(true);
      expect(mapProjectRow(e).issues).toEqual([]);
    }
  });

  it('a sheet without a required column is not this template', () => {
    const headers = columns.map((c) => c.header).filter((h) => h !== F.nit && h !== F.name);
    expect(missingColumns(columns, headers)).toEqual([F.nit]);
    expect(missingColumns(columns, columns.map(headerText))).toEqual([]);
  });
});

describe('a row of the projects template → the project form body', () => {
  it('maps a valid row to a body the form schema takes', () => {
    const row = mapProjectRow({ ...valid(), 'Arriendo disponible': 'si', WhatsApp: '' });
    expect(row.issues).toEqual([]);
    expect(row.reference).toBeNull();
    expect(row.projectName).toBe('Altos');
    expect(row).toMatchObject({
      departmentName: 'Antioquia',
      municipalityName: 'Medellín',
      certificateName: null,
      blank: ['whatsAppPhone', 'certificate'],
    });
    expect(row.body).toMatchObject({
      businessName: 'Altos del Bosque S.A.S.',
      name: 'Altos',
      email: 'ventas@constructora-ejemplo.co',
      rentingAvaliable: true,
      detailSellers: [
        { key: 'CamacolCode', value: 'CAM-12345' },
        { key: 'Nit', value: '900123456-7' },
      ],
    });
    const place = '3f2b8a8e-3c1e-4c5e-9f1a-2b3c4d5e6f70';
    expect(
      projectBodySchema.safeParse({ ...row.body, departmentId: place, cityId: place, certificateId: null })
        .success,
    ).toBe(true);
  });

  it('without a commercial name, the project is named by its business name', () => {
    const row = mapProjectRow({ ...valid(), 'Nombre comercial': '' });
    expect(row.projectName).toBe('Altos del Bosque S.A.S.');
    expect(row.blank).toContain('name');
  });

  it.each<[string, Record<string, string>, [string | null, string][]]>([
    ['business name empty', { 'Razón social': '' }, [[F.businessName, es.common.required]]],
    ['e-mail not one', { 'Correo electrónico': 'ventas' }, [[F.email, es.validation.email]]],
    ['phone not one', { Teléfono: 'abc' }, [[F.phone, es.validation.phone]]],
    ['WhatsApp not one', { WhatsApp: '12' }, [[F.whatsAppPhone, es.validation.phone]]],
    ['Camacol code empty', { 'Código Camacol': '' }, [[F.camacolCode, es.project.camacolRequired]]],
    ['NIT empty', { NIT: ' ' }, [[F.nit, es.project.nitRequired]]],
    [
      'department and municipality empty',
      { Departamento: '', Municipio: '' },
      [
        ['Departamento', es.common.required],
        ['Municipio', es.common.required],
      ],
    ],
    [
      'renting neither SI nor NO',
      { 'Arriendo disponible': 'tal vez' },
      [[F.rentingAvaliable, es.bulkLoads.yesNo]],
    ],
    ['address too long', { Dirección: 'x'.repeat(151) }, [[F.address, es.validation.maxLength(150)]]],
    ['reference too long', { Referencia: 'r'.repeat(101) }, [['Referencia', es.bulkLoads.referenceTooLong]]],
    [
      'several at once, each on its column',
      { 'Razón social': '', NIT: '' },
      [
        [F.businessName, es.common.required],
        [F.nit, es.project.nitRequired],
      ],
    ],
  ])('%s: the form message on its column', (_name, change, issues) => {
    const row = mapProjectRow({ ...valid(), ...change });
    expect(row.issues.map((i) => [i.column, i.message])).toEqual(issues);
  });

  it('keeps the reference and the names to resolve as typed', () => {
    const row = mapProjectRow({
      ...valid(),
      Referencia: ' 5b0c… ',
      'Certificado de sostenibilidad': 'EDGE',
    });
    expect(row.reference).toBe('5b0c…');
    expect(row.certificateName).toBe('EDGE');
    expect(row.blank).not.toContain('certificate');
  });

  it.each([
    ['Torre Álamo', 'torre  alamo'],
    ['  Reserva del Río ', 'RESERVA DEL RIO'],
  ])('names match without case, accents or repeated spaces: %s', (a, b) =>
    expect(projectNameKey(a)).toBe(projectNameKey(b)),
  );
});
