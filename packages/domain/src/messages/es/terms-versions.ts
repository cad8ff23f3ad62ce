/** Spanish texts: versioned terms and conditions (/terminos-condiciones and their publication, issue 15). */
export const termsVersions = {
  pageTitle: 'Términos y condiciones',
  version: (version: string) => `Versión ${version}`,
  publishedOn: (date: string) => `Publicada el ${date}`,
  loading: 'Cargando los términos y condiciones…',
  none: 'Aún no hay términos y condiciones publicados.',
  loadFailed: 'No pudimos cargar los términos y condiciones. Intente de nuevo más tarde.',
  backToPortal: 'Volver al portal',
  // Publication (platform administrators)
  publishTitle: 'Publicar una nueva versión',
  publishText:
    'Al publicar, la nueva versión reemplaza a la vigente y los usuarios de cada constructora e inmobiliaria deberán aceptarla de nuevo.',
  versionField: 'Versión',
  versionHelp: 'Por ejemplo v3 o 2026.1',
  titleField: 'Título',
  bodyField: 'Texto (HTML)',
  bodyHelp: 'Se admiten párrafos, títulos, listas, negrillas, cursivas y enlaces; el resto se elimina.',
  publish: 'Publicar versión',
  published: (version: string) => `Se publicó la versión ${version} de los términos y condiciones.`,
  // Refusals
  versionFormat:
    'Use de 1 a 32 letras, números, puntos, guiones o guiones bajos, sin espacios (por ejemplo v3)',
  versionTaken: 'Ya existe una versión de los términos con ese nombre.',
  bodyEmpty: 'El texto no tiene contenido que se pueda publicar.',
  notFound: 'Aún no hay términos y condiciones publicados.',
  changedWhileReading:
    'Se publicó una nueva versión de los términos y condiciones mientras los leía. Revísela antes de aceptarla.',
} as const;
