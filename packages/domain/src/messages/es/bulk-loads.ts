/** Texts of bulk loads ("Plantillas de carga") that the API sends: row errors, refused files (issue 11). */
export const bulkLoads = {
  templateNotAvailable: 'Plantilla aún no disponible',
  loadNotFound: 'La carga no existe.',
  fileRequired: 'Seleccione el archivo que desea cargar.',
  projectNotOfBuilder: 'El proyecto no pertenece a la constructora indicada.',
  notABuilder: 'La empresa indicada no es una constructora.',
  notAnAgency: 'La empresa indicada no es una inmobiliaria.',
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
  /** A load whose background job gave up after its attempts (the instances running it stopped or failed). */
  retriesExhausted: (attempts: number) =>
    `La carga no pudo terminar: se intentó ${attempts} ${attempts === 1 ? 'vez' : 'veces'} y no se escribió nada.`,
  changedSinceCheck: 'Los datos cambiaron desde la revisión; cargue el archivo de nuevo.',
  /** Header of the column the error file adds. */
  errorsColumn: 'Errores',
  /** An error file's header for a column the upload repeated (the later one is the template's). */
  repeatedColumn: (header: string) => `${header} (repetida)`,
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
  /** Loads of a builder's projects (the "Proyectos" template; create-massive-projects). */
  projects: {
    sheet: 'Proyectos',
    reference: 'Referencia',
    referenceHint:
      'Vacía: crea el proyecto, o actualiza el de la constructora con el mismo nombre. Con el código de un proyecto de la constructora (el de la dirección de su página): lo actualiza, también su nombre.',
    yesNoHint: 'Escriba SI o NO',
    notOfBuilder: 'La referencia no corresponde a ningún proyecto de la constructora.',
    repeated: (row: number) => `El proyecto está repetido en la fila ${row}.`,
    sameName: (n: number) =>
      `La constructora tiene ${n} proyectos con este nombre: escriba en "Referencia" el código del que desea actualizar.`,
    notWritable: 'Su rol no permite editar este proyecto.',
    /** The audit entry of each project a load writes. */
    auditField: 'carga masiva',
    /** The notification of a projects load written (the file name comes escaped as HTML). */
    doneMessage: (file: string, created: number, updated: number) =>
      `La carga <b>${file}</b> terminó: ${created} ${created === 1 ? 'proyecto creado' : 'proyectos creados'} y ${updated} ${updated === 1 ? 'actualizado' : 'actualizados'}.`,
    instructions: [
      'Cómo llenar esta plantilla',
      '1. Escriba un proyecto por fila en la hoja "Proyectos", desde la fila 4 (las filas de ejemplo, con referencia EJEMPLO, se ignoran; puede borrarlas).',
      '2. Las columnas marcadas con * son obligatorias, como en el formulario del proyecto. Las columnas con lista solo aceptan los valores de la lista.',
      '3. Referencia: déjela vacía para crear un proyecto nuevo; si la constructora ya tiene un proyecto con el mismo nombre (el nombre comercial, o la razón social si aquel está vacío; sin distinguir mayúsculas ni tildes), la fila lo actualiza. Para actualizar un proyecto cambiando su nombre, escriba su código (el que aparece en la dirección de la página del proyecto).',
      '4. Al actualizar un proyecto, una celda opcional vacía conserva el valor que el proyecto ya tiene.',
      '5. Departamento y Municipio: elija los nombres de las listas (DIVIPOLA); el municipio debe ser del departamento.',
      '6. Certificado de sostenibilidad: elija uno de la lista o déjelo vacío. Arriendo disponible: escriba SI o NO.',
      '7. Los proyectos nuevos quedan Incompletos: después cargue su logo, su banner y sus imágenes y solicite su aprobación.',
      '8. Al cargar el archivo se revisa sin escribir nada: verá las filas a crear, a actualizar y las que tienen errores. Si hay errores, descargue el archivo de errores, corríjalo y cárguelo de nuevo. Después confirme la carga.',
      '9. Máximo 50.000 filas por archivo. No cambie los encabezados ni el nombre de la hoja.',
    ],
  },
  /** The project's notification when a confirmed load ends (file names come escaped as HTML). */
  doneTitle: 'Carga masiva terminada',
  doneMessage: (file: string, created: number, updated: number) =>
    `La carga <b>${file}</b> terminó: ${created} inmuebles creados y ${updated} actualizados.`,
  failedTitle: 'Carga masiva fallida',
  failedMessage: (file: string, reason: string) => `La carga <b>${file}</b> no se escribió: ${reason}`,
  /** Deleting properties by file (a one-column workbook of references; issue 11, spec section 8). */
  deletion: {
    sheet: 'Referencias',
    templateFileName: 'Plantilla de eliminación de inmuebles.xlsx',
    referenceHint: 'La referencia de un inmueble del proyecto elegido al cargar el archivo.',
    referenceRequired: 'Escriba la referencia del inmueble que desea eliminar.',
    notInProject: 'No hay ningún inmueble con esta referencia en el proyecto.',
    ambiguous: (n: number) =>
      `La referencia corresponde a ${n} inmuebles del proyecto: elimínelos desde la lista de inmuebles.`,
    /** The audit entry of each property deleted by a load. */
    auditField: 'eliminación masiva',
    doneMessage: (file: string, deleted: number) =>
      `Se eliminaron ${deleted === 1 ? '1 inmueble' : `${deleted} inmuebles`} con el archivo <b>${file}</b>.`,
    instructions: [
      'Cómo llenar esta plantilla',
      '1. Escriba en la columna "Referencia" de la hoja "Referencias" la referencia de cada inmueble que desea eliminar, una por fila, desde la fila 2.',
      '2. Todas las referencias deben ser de inmuebles del proyecto que elija al cargar el archivo.',
      '3. Al cargar el archivo se revisa sin eliminar nada: verá cuántos inmuebles se eliminarán y las filas con errores. Después confirme la eliminación.',
      '4. La eliminación no se puede deshacer: se eliminan los inmuebles con sus imágenes y características, como al eliminarlos uno a uno.',
      '5. Máximo 50.000 filas por archivo. No cambie el encabezado ni el nombre de la hoja.',
    ],
  },
  /** Images by zip (one folder per reference, or `<referencia>_<orden>.jpg`); each entry's error names its path. */
  images: {
    zipTooLarge: (mb: number) => `El archivo comprimido supera el tamaño máximo de ${mb} MB.`,
    noImages:
      'El archivo comprimido no tiene imágenes: use una carpeta por referencia o nombres como REFERENCIA_1.jpg.',
    noTarget:
      'No se sabe a qué inmueble pertenece la imagen: póngala en una carpeta con la referencia del inmueble o llámela <referencia>_<orden>.jpg.',
    noProjectTarget:
      'No se sabe a qué proyecto pertenece la imagen: póngala en una carpeta con el nombre del proyecto o llámela <nombre>_<orden>.jpg.',
    unknownReference: (name: string) => `No hay ningún inmueble con la referencia "${name}" en el proyecto.`,
    unknownProject: (name: string) => `No hay ningún proyecto llamado "${name}" en la constructora.`,
    ambiguousReference: (name: string) =>
      `La referencia "${name}" corresponde a varios inmuebles del proyecto: cargue sus imágenes desde el inmueble.`,
    ambiguousProject: (name: string) =>
      `Hay varios proyectos llamados "${name}": use el identificador del proyecto como nombre de la carpeta.`,
    /** A project of the builder where the uploader's role may not edit (catalog.write, as the single upload asks). */
    projectNotWritable: 'Su rol no permite cargar imágenes de este proyecto.',
    /** An entry the zip guard refuses alone (too large, damaged): the image, not the whole zip. */
    unreadable: 'La imagen está dañada o no se pudo descomprimir.',
    /** The audit entry of each property or project that got images from a load. */
    auditField: 'carga masiva de imágenes',
    /** The project's notification when a confirmed load of images ends (file names come escaped as HTML). */
    doneMessage: (file: string, attached: number) =>
      attached === 1
        ? `La carga <b>${file}</b> terminó: 1 imagen asociada.`
        : `La carga <b>${file}</b> terminó: ${attached} imágenes asociadas.`,
  },
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
