import { describe, expect, it } from 'vitest';
import { progressLight, propertyCompleteness } from '../completeness/property-completeness.ts';
import {
  changePasswordBodySchema,
  changePasswordFormSchema,
  resetPasswordFormSchema,
} from '../schemas/password.schema.ts';
import { type PropertyValues, validateProperty } from '../schemas/property.schema.ts';
import { es } from './es.ts';

/*
 * Oracle: every message of spec sections 5 and 8 (and a few texts of sections 2 and 4), copied by hand from the spec.
 * The left column is what the domain produces — a rule run on bad input, or the catalogue entry the portal shows —
 * the right column is the spec's literal text. Never compare the catalogue with itself here.
 */

/** A builder property that passes every rule up to step 3. */
const VALID: PropertyValues = {
  name: 'Apartamento 301',
  price: '450.000.000',
  description: 'd'.repeat(200),
  area: '72',
  privateArea: '65',
  builtArea: '70',
  projectStage: 'Construcción',
  deliveryState: 'Sobre planos',
  saleState: 'Disponible',
  latitude: '6.2501',
  longitude: '-75.5786',
  sector: 'El Poblado',
  zone: 'Sur',
  propertyType: 'Apartamento',
  rooms: '3',
  baths: '2',
  parking: '1',
  initialPayment: '90.000.000',
  administrationPrice: '350.000',
};

/** The message the rules give `field` when the valid property gets `change`. */
function propertyMessage(change: PropertyValues, field: keyof PropertyValues): string | undefined {
  const issues = validateProperty({ ...VALID, ...change }, { flow: 'builder', step: 3 });
  return issues.find((i) => i.field === field)?.message;
}

type Zod = typeof changePasswordFormSchema | typeof resetPasswordFormSchema | typeof changePasswordBodySchema;
/** The message a zod schema of the domain gives `path` for `value`. */
function schemaMessage(schema: Zod, value: unknown, path: string): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;
}

const STRONG = 'Nueva#2026';

describe('spec section 5: validation messages, produced by the domain rules', () => {
  it.each<[string, () => string | undefined, string]>([
    ['area required', () => propertyMessage({ area: '' }, 'area'), 'Campo obligatorio*'],
    ['area greater than 0', () => propertyMessage({ area: '0' }, 'area'), 'El Área debe ser mayor a 0'],
    ['price required', () => propertyMessage({ price: '' }, 'price'), 'Campo obligatorio*'],
    [
      'price at least 10,000,000',
      () => propertyMessage({ price: '9.999.999', initialPayment: '', administrationPrice: '' }, 'price'),
      'Debe ser mayor a 10.000.000',
    ],
    ['description required', () => propertyMessage({ description: '' }, 'description'), 'Campo obligatorio*'],
    [
      'description of 149 characters',
      () => propertyMessage({ description: 'd'.repeat(149) }, 'description'),
      'La descripción debe tener entre 150 y 1000 caracteres. Actualmente tiene 149 caracteres.',
    ],
    [
      'description of 1001 characters',
      () => propertyMessage({ description: 'd'.repeat(1001) }, 'description'),
      'La descripción debe tener entre 150 y 1000 caracteres. Actualmente tiene 1001 caracteres.',
    ],
    [
      'private area required',
      () => propertyMessage({ privateArea: '' }, 'privateArea'),
      'Campo obligatorio*',
    ],
    [
      'private area above built area',
      () => propertyMessage({ privateArea: '71', builtArea: '70' }, 'privateArea'),
      'El área privada no debe ser mayor al área construida',
    ],
    [
      'project stage required',
      () => propertyMessage({ projectStage: '' }, 'projectStage'),
      'Campo obligatorio*',
    ],
    [
      'delivery state required',
      () => propertyMessage({ deliveryState: '' }, 'deliveryState'),
      'Campo obligatorio*',
    ],
    ['sale state required', () => propertyMessage({ saleState: '' }, 'saleState'), 'Campo obligatorio*'],
    ['score not numeric', () => propertyMessage({ score: 'cinco' }, 'score'), 'Debe ser numeros y mayor a 0'],
    ['score below 0', () => propertyMessage({ score: '-1' }, 'score'), 'Debe ser mayor a 0'],
    ['rooms required', () => propertyMessage({ rooms: '' }, 'rooms'), 'Campo obligatorio*'],
    ['rooms of 3 digits', () => propertyMessage({ rooms: '123' }, 'rooms'), 'Debe tener solo 2 dígitos'],
    ['rooms with a decimal point', () => propertyMessage({ rooms: '2.5' }, 'rooms'), 'No debe tener "."'],
    ['rooms 0', () => propertyMessage({ rooms: '0' }, 'rooms'), 'No puede ser menor a 1'],
    ['baths required', () => propertyMessage({ baths: '' }, 'baths'), 'Campo obligatorio*'],
    ['baths of 3 digits', () => propertyMessage({ baths: '100' }, 'baths'), 'Debe tener solo 2 dígitos'],
    ['baths 0', () => propertyMessage({ baths: '0' }, 'baths'), 'No puede ser menor a 1'],
    ['parking required', () => propertyMessage({ parking: '' }, 'parking'), 'Campo obligatorio*'],
    [
      'initial payment required',
      () => propertyMessage({ initialPayment: '' }, 'initialPayment'),
      'Campo obligatorio*',
    ],
    [
      'initial payment under 1 million',
      () => propertyMessage({ initialPayment: '999.999' }, 'initialPayment'),
      'El monto mínimo es 1 millón',
    ],
    [
      'initial payment above the price',
      () => propertyMessage({ initialPayment: '450.000.001' }, 'initialPayment'),
      'El monto no puede ser superior al precio del inmueble',
    ],
    [
      'administration fee above the price',
      () => propertyMessage({ administrationPrice: '450.000.001' }, 'administrationPrice'),
      'El monto no puede ser superior al precio del inmueble',
    ],
    [
      'property type required',
      () => propertyMessage({ propertyType: '' }, 'propertyType'),
      'Campo obligatorio*',
    ],
    [
      'zone with special characters',
      () => propertyMessage({ zone: 'Norte-2' }, 'zone'),
      'La zona del proyecto debe ser sin caracteres especiales',
    ],
    ['sector required', () => propertyMessage({ sector: '' }, 'sector'), 'Campo obligatorio*'],
    [
      'sector of 31 characters',
      () => propertyMessage({ sector: 'S'.repeat(31) }, 'sector'),
      'El sector debe tener maximo 30 caracteres. Actualmente tiene 31 caracteres.',
    ],
    ['latitude required', () => propertyMessage({ latitude: '' }, 'latitude'), 'Campo obligatorio*'],
    [
      'latitude not a number',
      () => propertyMessage({ latitude: '6,25' }, 'latitude'),
      'La latitud del proyecto debe ser un numero',
    ],
    ['longitude required', () => propertyMessage({ longitude: '' }, 'longitude'), 'Campo obligatorio*'],
    [
      'longitude not a number',
      () => propertyMessage({ longitude: 'oeste' }, 'longitude'),
      'La longitud del proyecto debe ser un numero',
    ],
    [
      'password change: current password required',
      () =>
        schemaMessage(
          changePasswordFormSchema,
          { currentPassword: '', newPassword: STRONG, confirmPassword: STRONG },
          'currentPassword',
        ),
      'Campo obligatorio',
    ],
    [
      'password change: new password required',
      () =>
        schemaMessage(
          changePasswordFormSchema,
          { currentPassword: 'x', newPassword: '', confirmPassword: '' },
          'newPassword',
        ),
      'Campo obligatorio',
    ],
    [
      'password change: weak new password',
      () =>
        schemaMessage(
          changePasswordFormSchema,
          { currentPassword: 'x', newPassword: 'nueva2026', confirmPassword: 'nueva2026' },
          'newPassword',
        ),
      'Debe tener mínimo: 1 número, 1 letra mayúscula, 1 letra minúscula, 1 caracter especial y 8 caracteres',
    ],
    [
      'password change: confirmation required',
      () =>
        schemaMessage(
          changePasswordFormSchema,
          { currentPassword: 'x', newPassword: STRONG, confirmPassword: '' },
          'confirmPassword',
        ),
      'Campo obligatorio',
    ],
    [
      'password change: confirmation different',
      () =>
        schemaMessage(
          changePasswordFormSchema,
          { currentPassword: 'x', newPassword: STRONG, confirmPassword: 'Nueva#2027' },
          'confirmPassword',
        ),
      'Las contraseñas no coinciden',
    ],
    [
      'password change request to the server: weak new password',
      () =>
        schemaMessage(
          changePasswordBodySchema,
          { currentPassword: 'x', newPassword: 'Corta#1' },
          'newPassword',
        ),
      'Debe tener mínimo: 1 número, 1 letra mayúscula, 1 letra minúscula, 1 caracter especial y 8 caracteres',
    ],
    [
      'reset form: email required',
      () =>
        schemaMessage(
          resetPasswordFormSchema,
          { email: '', newPassword: STRONG, confirmPassword: STRONG },
          'email',
        ),
      'Campo obligatorio',
    ],
    [
      'reset form: weak new password',
      () =>
        schemaMessage(
          resetPasswordFormSchema,
          { email: 'a@b.co', newPassword: 'SINMINUSCULA#1', confirmPassword: 'SINMINUSCULA#1' },
          'newPassword',
        ),
      'Debe tener mínimo: 1 número, 1 letra mayúscula, 1 letra minúscula, 1 caracter especial y 8 caracteres',
    ],
    [
      'reset form: confirmation different',
      () =>
        schemaMessage(
          resetPasswordFormSchema,
          { email: 'a@b.co', newPassword: STRONG, confirmPassword: 'otra' },
          'confirmPassword',
        ),
      'Las contraseñas no coinciden',
    ],
  ])('%s', (_rule, produced, literal) => {
    expect(produced()).toBe(literal);
  });
});

describe('spec section 8: texts of the dialogs and toasts, as the catalogue gives them to the portal', () => {
  it.each<[string, string, string]>([
    ['password change failure, title', es.password.changeFailTitle, 'No pudimos realizar la operación.'],
    [
      'password change failure, text',
      es.password.changeFailText,
      'No hemos podido actualizar su contraseña, revise los datos ingresados y que cumplas con todos los requisitos.',
    ],
    ['password change success, title', es.password.changeOkTitle, 'Su operación ha sido realizada con éxito'],
    [
      'password change success, text',
      es.password.changeOkText,
      'Ha actualizado su constraseña correctamente.',
    ],
    [
      'recovery success',
      es.password.recoveryOk,
      'Hemos enviado un enlace a su correo correctamente. revise su bandeja de entrada',
    ],
    ['recovery failure', es.password.recoveryFail, 'No hemos podido enviar un enlace a su correo...'],
    // The spec lists this title and text under "Project create error"; the portal shows them on the builder and
    // agency form, and its own "Error al crear el proyecto" title on the project form (see the issue report).
    ['create error, title', es.builder.createErrorTitle, 'Error al crear la constructora/inmobiliaria'],
    [
      'create error, text without server Message',
      es.builder.createErrorDefault,
      'Por favor revisar los campos diligenciados',
    ],
    ['project create error, default', es.project.createErrorDefault, 'No hemos podido crear el proyecto...'],
    [
      'project update error without server Message',
      es.project.updateErrorDefault,
      'No hemos podido editar el proyecto, revise los datos ingresados y que cumpla con todos los requisitos.',
    ],
    ['project created', es.project.created, 'Proyecto creado'],
    ['project saved', es.project.saved, 'Cambios guardados'],
    ['property saved, title', es.property.savedTitle, 'Cambios guardados'],
    [
      'property saved, text',
      es.property.savedText,
      'Recuerda que debes completar todos los cambios obligatorios para que el inmueble sea publicado en Tu360Inmobiliario.',
    ],
    ['property save error, title', es.property.saveErrorTitle, 'Error en el proceso de guardado'],
    [
      'property save error, text',
      es.property.saveErrorText,
      'Se presento un problema y no se pudo guardar la información. Por favor intentar más tarde.',
    ],
    ['any error without server Message', es.common.genericError, 'Hubo un error durante el proceso'],
    ['hide/approve in bulk, success title', es.property.bulkOkTitle, 'Proceso exitoso'],
    [
      'hide/approve in bulk, success text',
      es.property.bulkOkText,
      'El proceso se ha ejecutado sin ningún problema',
    ],
    ['hide/approve/delete in bulk, error title', es.property.bulkErrorTitle, 'Error durante el proceso'],
    ['delete properties, success title', es.property.deletedTitle, 'Inmuebles eliminados'],
    [
      'delete properties, success text',
      es.property.deletedText,
      'Los inmuebles cargados en el archivo se han eliminado exitosamente',
    ],
    ['notification delete, success title', es.notification.deletedTitle, 'Notificaciones eliminadas'],
    ['notification delete, one', es.notification.deletedText(1), 'Se ha eliminado la notificación'],
    ['notification delete, three', es.notification.deletedText(3), 'Se han eliminado 3 notificaciones'],
    ['notification delete, failure', es.notification.deleteFailedTitle, 'Su operación ha fallado'],
    ['WhatsApp link error, title', es.project.whatsAppErrorTitle, 'Ups, intentalo de nuevo'],
    [
      'WhatsApp link error, text',
      es.project.whatsAppErrorText,
      'No pudimos enviar la información, por favor intenta enviar el formulario nuevamente.',
    ],
  ])('%s', (_case, produced, literal) => {
    expect(produced).toBe(literal);
  });
});

describe('spec sections 2 and 4: texts of states and panels', () => {
  it.each<[string, string | undefined, string]>([
    ['server progress Full', progressLight('Full').tooltip, 'Proceso completo'],
    ['server progress Medium', progressLight('Medium').tooltip, 'Falta campos opcionales'],
    [
      'server progress Incomplete',
      progressLight('Incomplete').tooltip,
      'Faltan campos obligatorios por llenar',
    ],
    [
      'agency property without the optional keys',
      propertyCompleteness({
        flow: 'agency',
        listPrice: 0,
        description: '',
        imageCount: 0,
        details: {},
      }).message,
      'El inmueble no tiene fotografías asociadas y/o falta asociar algunas características del Inmueble.',
    ],
    ['hide a project, question', es.project.hideQuestion, '¿Desea ocultar este proyecto?'],
    ['undo a notification deletion', es.notification.undo, 'Deshacer'],
    ['viewer mode', es.common.readOnly, 'Visualizador (solo lectura)'],
    ['notifications panel, unread count', es.notification.unread(7), 'Sin leer 7'],
  ])('%s', (_case, produced, literal) => {
    expect(produced).toBe(literal);
  });
});
