/** Spanish texts: maintenance mode (/mantenimiento, issue 15). */
export const maintenance = {
  title: 'Sitio en mantenimiento',
  /** The API's 503 while maintenance is on. */
  apiUnavailable: 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.',
  defaultMessage: 'Estamos realizando tareas de mantenimiento. Vuelva en unos minutos.',
  /** `when` ends in "a. m." or "p. m.": no period of its own. */
  expectedEnd: (when: string) => `Esperamos estar de vuelta el ${when}`,
  noExpectedEnd: 'Aún no tenemos una hora prevista de regreso.',
  checking:
    'Revisamos cada pocos segundos si el portal ya está disponible: volverá solo a la página en la que estaba.',
  available: 'El portal está disponible de nuevo.',
  backToPortal: 'Ir al portal',
  loadError: 'No pudimos consultar el estado del portal. Lo intentaremos de nuevo en unos segundos.',
  // The platform administrators' switch
  switchTitle: 'Modo de mantenimiento',
  stateOn: 'El modo de mantenimiento está activo: solo los administradores de la plataforma usan el portal.',
  stateOff: 'El modo de mantenimiento está inactivo.',
  message: 'Mensaje para los usuarios',
  messageHelp: 'Lo verán los usuarios en esta página mientras dure el mantenimiento.',
  expectedEndLabel: 'Fin previsto (opcional)',
  activate: 'Activar',
  deactivate: 'Desactivar',
  update: 'Actualizar mensaje',
  cancel: 'Cancelar',
  confirmActivateTitle: '¿Activar el modo de mantenimiento?',
  confirmActivateText:
    'Los usuarios de las tiendas verán esta página y la API les responderá 503 hasta que lo desactive.',
  confirmDeactivateTitle: '¿Desactivar el modo de mantenimiento?',
  confirmDeactivateText: 'Los usuarios volverán al portal, a la página en la que estaban.',
  activated: 'Modo de mantenimiento activado',
  deactivated: 'Modo de mantenimiento desactivado',
  saveError: 'No se pudo cambiar el modo de mantenimiento.',
  // Validation
  messageRequired: 'Escriba el mensaje que verán los usuarios.',
  endInPast: 'Indique un fin previsto futuro: esa fecha y hora ya pasaron.',
  endInvalid: 'Ingrese una fecha y hora válidas.',
  // Side menu of platform administrators
  menuSection: 'Plataforma',
  menuEntry: 'Mantenimiento',
} as const;
