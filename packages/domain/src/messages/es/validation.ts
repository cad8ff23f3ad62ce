/** Spanish texts: validation. */
export const validation = {
  badRequest: 'La solicitud no es válida. Revise los datos enviados.',
  bodyTooLarge: 'El contenido enviado supera el tamaño permitido.',
  unsupportedMediaType: 'El tipo de contenido enviado no es compatible.',
  invalidField: (field: string) => `El campo ${field} no es válido.`,
  missingField: (field: string) => `El campo ${field} es obligatorio.`,
  maxLength: (max: number) => `Debe tener máximo ${max} caracteres`,
  email: 'Ingrese un correo electrónico válido',
  selectOption: 'Seleccione una opción válida',
  phone: 'Ingrese un número de teléfono válido',
  boolean: 'Debe ser verdadero o falso',
  integer: 'Debe ser un número entero',
  url: 'Ingrese una dirección web válida (https://…)',
  /** Under a form field; the API names the field (controlCharactersIn). */
  controlCharacters: 'Contiene caracteres no permitidos',
  controlCharactersIn: (field: string) => `El campo ${field} contiene caracteres no permitidos.`,
  /** Under a form field; the API names the field (outOfRangeIn). */
  outOfRange: 'Está fuera del rango permitido',
  outOfRangeIn: (field: string) => `El campo ${field} está fuera del rango permitido.`,
  // What the database refuses, when no schema could know it (an id that does not exist, a repeated value).
  referenceNotFound: (field: string) =>
    `El valor del campo ${field} no existe. Seleccione una opción válida.`,
  referenceMissing: 'Uno de los datos seleccionados no existe. Seleccione una opción válida.',
  referenceInUse: 'El registro está en uso por otros datos y no se puede eliminar.',
  duplicateIn: (field: string) => `Ya existe un registro con el mismo valor en el campo ${field}.`,
  duplicate: 'Ya existe un registro con esos datos.',
  unsupportedCharacters: 'La solicitud contiene caracteres no permitidos.',
  numberOutOfRange: 'Un valor numérico de la solicitud está fuera del rango permitido.',
  textTooLong: 'Un texto de la solicitud supera la longitud permitida.',
} as const;
