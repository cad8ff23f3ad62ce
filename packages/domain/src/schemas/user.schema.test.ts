import { describe, expect, it } from 'vitest';
import { es } from '../messages/es.ts';
import { userFormSchema } from './user.schema.ts';

const valid = {
  givenName: 'Ana',
  lastName: 'Pérez',
  email: ' Ana.Perez@Andina.test ',
  identification: '1020304050',
  phone: '300 123 4567',
  role: 'Operativo_Seller',
  constructorId: '',
  projects: [{ sellerId: '5b1e9a1c-7c3e-4b8e-9a57-0f0c1b2d3e4f', role: 'Operativo_Seller' }],
};

const firstMessage = (input: unknown, path: string) => {
  const result = userFormSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === path)?.message;
};

describe('the user form', () => {
  it('takes a valid user, trimming its e-mail', () => {
    const out = userFormSchema.parse(valid);
    expect(out.email).toBe('Ana.Perez@Andina.test');
    expect(out.constructorId).toBeUndefined();
  });

  it.each([
    ['givenName', { givenName: '  ' }, es.common.required],
    ['email', { email: 'ana@' }, es.validation.email],
    ['identification', { identification: '12ab' }, es.users.identification],
    ['identification', { identification: '1234' }, es.users.identification],
    ['identification', { identification: '' }, es.common.required],
    ['phone', { phone: '12' }, es.validation.phone],
    ['phone', { phone: '' }, es.common.required],
    ['role', { role: 'Dios' }, es.validation.selectOption],
    [
      'projects.1.sellerId',
      { projects: [valid.projects[0], { ...valid.projects[0], role: 'Visualizador_Seller' }] },
      es.users.duplicateProject,
    ],
    [
      'projects.0.role',
      { projects: [{ ...valid.projects[0], role: 'SuperAdmin' }] },
      es.users.roleNotForCompany,
    ],
    ['role', { role: 'Visualizador_Bancolombia' }, es.users.platformRoleNoProjects],
  ])('refuses a bad %s with its Spanish message', (path, patch, message) => {
    expect(firstMessage({ ...valid, ...patch }, path)).toBe(message);
  });

  it('takes a platform role with no company and no projects', () => {
    expect(
      userFormSchema.safeParse({ ...valid, role: 'Visualizador_Bancolombia', projects: [] }).success,
    ).toBe(true);
  });
});
