/** Spanish texts of the integration API's own answers (issue 15); the key check's are in integrations.ts. */
export const integrationApi = {
  invalidCursor: 'El cursor no es válido: use el nextCursor de una respuesta anterior.',
  /** The document's descriptions of the answers. */
  status: {
    '401':
      'Faltan las cabeceras X-Application-Key y X-Api-Token, o la clave no es válida, fue revocada o venció.',
    '403': 'La clave no tiene el permiso que pide la operación.',
    '404': 'No existe, o no es de la constructora de la clave.',
    '422':
      'El inmueble no cumple las reglas del asistente: Message dice la primera; errors, cada una con su campo.',
    '429': 'La clave superó su límite de solicitudes por minuto: vuelva a intentar pasado Retry-After.',
  },
};
