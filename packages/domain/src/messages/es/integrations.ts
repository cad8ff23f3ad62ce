/** Spanish texts: integration keys and the integration API (issue 15). */
export const integrations = {
  // What the integration API answers to a key
  missingCredentials:
    'Envíe la clave de aplicación (X-Application-Key) y el token (X-Api-Token) de la integración.',
  invalidKey: 'La clave de integración no es válida, fue revocada o venció.',
  scopeMissing: (scope: string) => `La clave de integración no tiene el permiso «${scope}».`,
  tooManyRequests: (seconds: number) =>
    `La clave de integración superó el límite de solicitudes. Intente de nuevo en ${seconds} segundos.`,
  /** Who an audited change was made by, when a key made it. */
  auditActor: (name: string) => `Integración «${name}»`,

  // Managing the keys (the portal's Integraciones pages and their API)
  title: 'Integraciones',
  intro:
    'Las claves de integración permiten que los sistemas de su empresa consulten y actualicen su catálogo y sus clientes potenciales por la API de integración.',
  fields: {
    name: 'Nombre',
    prefix: 'Token',
    scopes: 'Permisos',
    createdBy: 'Creada por',
    createdAt: 'Creada',
    lastUsed: 'Último uso',
    expiresAt: 'Vencimiento',
    expiresOn: 'Fecha de vencimiento (opcional)',
    state: 'Estado',
    applicationKey: 'Clave de aplicación',
    token: 'Token',
  },
  expiresOnHelp: 'Sin fecha, la clave no vence. La clave deja de servir al terminar ese día.',
  never: 'Nunca',
  noExpiry: 'No vence',
  empty: 'Aún no hay claves de integración.',
  listCaption: 'Claves de integración',
  allCompanies: 'Todas las constructoras e inmobiliarias',
  chooseBuilder:
    'Para crear una clave, seleccione en el panel la constructora o inmobiliaria a la que pertenece.',
  create: 'Crear clave',
  createTitle: 'Crear clave de integración',
  createSubmit: 'Crear',
  revoke: 'Revocar',
  rotate: 'Rotar',
  revokeOf: (name: string) => `Revocar la clave ${name}`,
  rotateOf: (name: string) => `Rotar la clave ${name}`,
  /** Confirmations, in the style of the spec's ("¿Estás seguro…" / "Recuerde que esta acción no es reversible."). */
  revokeTitle: (name: string) => `Revocar la clave «${name}»`,
  revokeText:
    '¿Estás seguro de que quieres continuar con esta operación? Las integraciones que usan esta clave dejarán de funcionar de inmediato. Recuerde que esta acción no es reversible.',
  rotateTitle: (name: string) => `Rotar la clave «${name}»`,
  rotateText:
    '¿Estás seguro de que quieres continuar con esta operación? Se crearán una clave de aplicación y un token nuevos y los actuales dejarán de funcionar de inmediato. Recuerde que esta acción no es reversible.',
  revoked: 'Clave revocada',
  actionFailed: 'Su operación ha fallado',
  // The secrets, shown once
  createdTitle: 'Clave creada',
  rotatedTitle: 'Clave rotada',
  secretsWarning:
    'Copie y guarde la clave de aplicación y el token ahora: el token no se volverá a mostrar. Después solo verá su prefijo.',
  copy: 'Copiar',
  copyOf: (what: string) => `Copiar ${what.toLowerCase()}`,
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar: selecciónelo y cópielo manualmente.',
  secretsDone: 'Ya los guardé',
  // States (apiKeyState of packages/domain)
  states: { Activa: 'Activa', Revocada: 'Revocada', Vencida: 'Vencida' } as Record<string, string>,
  // Validation and refusals
  chooseScope: 'Seleccione al menos un permiso.',
  duplicateScope: 'Un permiso aparece más de una vez.',
  expiryFormat: 'Ingrese una fecha válida (AAAA-MM-DD).',
  expiryPast: 'Debe elegir una fecha de vencimiento posterior a hoy.',
  expiryTooFar: (days: number) => `La fecha de vencimiento no puede superar ${days} días desde hoy.`,
  chooseCompany: 'Seleccione la constructora o inmobiliaria de la clave.',
  notFound: 'La clave de integración no existe.',
  notAllowed: 'Solo el Administrador de la constructora o inmobiliaria gestiona sus claves de integración.',
  alreadyRevoked: 'La clave ya está revocada.',
  expiredNoRotate: 'La clave venció: cree una nueva.',
  // Audit (audit_log, entityType ApiKey; never the secrets)
  auditActions: { Create: 'Creación', Revoke: 'Revocación', Rotate: 'Rotación' } as Record<string, string>,
};
