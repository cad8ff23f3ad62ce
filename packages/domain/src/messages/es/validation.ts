/** Spanish texts: validation. */
export const validation = {
  validation: {
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
  },
} as const;
