/** Texts of bulk loads ("Plantillas de carga") that the API sends: row errors, refused files (issue 11). */
export const bulkLoads = {
  templateNotAvailable: 'Plantilla aún no disponible',
  loadNotFound: 'La carga no existe.',
  fileRequired: 'Seleccione el archivo que desea cargar.',
  projectNotOfBuilder: 'El proyecto no pertenece a la constructora indicada.',
  notABuilder: 'La empresa indicada no es una constructora.',
  sheetMissing: 'El libro no tiene datos: use la plantilla descargada (hoja "Inmuebles").',
  missingColumns: (columns: string[]) =>
    `El archivo no corresponde a la plantilla: faltan las columnas ${columns.map((c) => `"${c}"`).join(', ')}.`,
  tooManyRows: (max: number) => `El archivo supera el máximo de ${max.toLocaleString('es-CO')} filas.`,
  noRows: 'El archivo no tiene filas de datos.',
  unreadable: 'No se pudo leer el archivo: verifique que sea un libro de Excel (.xlsx) sin contraseña.',
  notSelectable: 'Seleccione una opción válida',
  yesNo: 'Escriba SI o NO',
  duplicateReference: (row: number) => `La referencia está repetida en la fila ${row}.`,
  foreignReference: 'La referencia pertenece a un inmueble de otro proyecto.',
  referenceTooLong: 'La referencia admite máximo 100 caracteres.',
  cannotConfirmStatus: 'Solo se puede confirmar una carga revisada.',
  cannotConfirmErrors:
    'La carga tiene filas con errores: descargue el archivo de errores, corríjalo y cárguelo de nuevo.',
  cannotCancel: 'La carga ya no se puede cancelar.',
  noErrorFile: 'La carga no tiene archivo de errores.',
  fileGone: 'El archivo de la carga ya no está disponible.',
  interrupted:
    'La carga se interrumpió porque el servidor se detuvo; no se escribió nada. Cárguela de nuevo.',
  failed: 'La carga falló y no se escribió nada.',
  changedSinceCheck: 'Los datos cambiaron desde la revisión; cargue el archivo de nuevo.',
  /** Header of the column the error file adds. */
  errorsColumn: 'Errores',
  dataSheet: 'Inmuebles',
  listsSheet: 'Listas',
  instructionsSheet: 'Instrucciones',
  templateFileName: (label: string) => `Plantilla de carga - ${label}.xlsx`,
  errorFileName: (fileName: string) => `Errores - ${fileName.replace(/\.xlsx$/i, '')}.xlsx`,
  templateLabels: {
    Apartment: 'Apartamentos',
    House: 'Casas',
    StudioApartment: 'Apartaestudios',
    AgencyRealstate: 'Inmuebles de inmobiliaria',
    Projects: 'Proyectos',
  },
  instructions: [
    'Cómo llenar esta plantilla',
    '1. Escriba un inmueble por fila en la hoja "Inmuebles", desde la fila 4 (las filas de ejemplo, con referencia EJEMPLO, se ignoran; puede borrarlas).',
    '2. Las columnas marcadas con * son obligatorias. Las columnas con lista solo aceptan los valores de la lista.',
    '3. Referencia: déjela vacía para crear un inmueble nuevo; escriba la referencia de un inmueble del mismo proyecto para actualizarlo. Una referencia nueva crea el inmueble con esa referencia.',
    '4. Precios y valores en pesos, sin decimales (por ejemplo 350000000). Áreas en m² (por ejemplo 65,5).',
    '5. Departamento y Municipio: elija los nombres de las listas (DIVIPOLA); el municipio debe ser del departamento.',
    '6. Comodidades: escriba SI o NO.',
    '7. Al cargar el archivo se revisa sin escribir nada: verá las filas a crear, a actualizar y las que tienen errores. Si hay errores, descargue el archivo de errores, corríjalo y cárguelo de nuevo. Después confirme la carga.',
    '8. Máximo 50.000 filas por archivo. No cambie los encabezados ni el nombre de la hoja.',
  ],
  exampleNote: 'Fila de ejemplo: se ignora al cargar',
  /** The project's notification when a confirmed load ends (file names come escaped as HTML). */
  doneTitle: 'Carga masiva terminada',
  doneMessage: (file: string, created: number, updated: number) =>
    `La carga <b>${file}</b> terminó: ${created} inmuebles creados y ${updated} actualizados.`,
  failedTitle: 'Carga masiva fallida',
  failedMessage: (file: string, reason: string) => `La carga <b>${file}</b> no se escribió: ${reason}`,
  /**
   * Refused files, checked by content before a row is read: the workbook itself and the zips (the workbook is a
   * zip, and so are the image loads). Names taken from a zip are shown as given, shortened.
   */
  file: {
    empty: 'El archivo está vacío.',
    workbookTooLarge: (mb: number) => `El libro supera el tamaño máximo de ${mb} MB.`,
    notWorkbook:
      'El archivo no es un libro de Excel (.xlsx). Descargue la plantilla, llénela y guárdela como "Libro de Excel (.xlsx)".',
    encryptedWorkbook: 'El libro está protegido con contraseña. Quite la contraseña y vuelva a cargarlo.',
    oldWorkbook:
      'El archivo es un libro de Excel 97-2003 (.xls). Ábralo en Excel, guárdelo como "Libro de Excel (.xlsx)" y vuelva a cargarlo.',
    macros:
      'El libro contiene macros (.xlsm), que no se admiten. Guárdelo como "Libro de Excel (.xlsx)" y vuelva a cargarlo.',
    damaged: 'El archivo está dañado o incompleto. Guárdelo de nuevo y vuelva a cargarlo.',
    notZip: 'El archivo no es un archivo comprimido (.zip) válido.',
    zip64:
      'El archivo comprimido usa el formato ZIP64, que no se admite. Comprima el contenido en un .zip estándar.',
    multiPart: 'El archivo comprimido está dividido en partes. Cárguelo como un solo archivo .zip.',
    tooManyEntries: (max: number) =>
      `El archivo comprimido contiene más de ${max.toLocaleString('es-CO')} archivos.`,
    tooLargeUncompressed: (mb: number) =>
      `El contenido del archivo comprimido supera ${mb.toLocaleString('es-CO')} MB al descomprimirlo.`,
    entryTooLarge: (name: string, mb: number) =>
      `El archivo "${name}" supera ${mb.toLocaleString('es-CO')} MB al descomprimirlo.`,
    compressionBomb: (name: string) =>
      `El archivo "${name}" está comprimido de forma sospechosa (posible bomba de compresión) y no se procesa.`,
    unsafePath: (name: string) =>
      `El archivo comprimido contiene una ruta no permitida: "${name}". Use solo carpetas y nombres relativos.`,
    link: (name: string) =>
      `El archivo comprimido contiene un enlace o un archivo especial, que no se admite: "${name}".`,
    encryptedEntry: (name: string) =>
      `El archivo comprimido está protegido con contraseña ("${name}"). Quite la contraseña y vuelva a cargarlo.`,
    duplicateEntry: (name: string) => `El archivo comprimido contiene dos veces el archivo "${name}".`,
    unsupportedMethod: (name: string) =>
      `El archivo "${name}" usa un método de compresión que no se admite. Use la compresión ZIP estándar.`,
  },
} as const;
