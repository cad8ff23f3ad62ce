/** Texts of the "Plantillas de carga" page (issue 11). */
export const bulkLoadsUi = {
  title: 'Plantillas de carga',
  intro:
    'Descargue la plantilla, diligénciela en Excel y cárguela. Antes de guardar nada revisamos cada fila con las mismas reglas de los formularios de inmuebles y de proyectos.',

  // Who may use the page
  chooseBuilder:
    'Seleccione una constructora en el panel lateral para usar las plantillas de carga (no disponible en "Ver todos").',
  readOnly: 'Su rol solo permite consultar: no puede cargar archivos.',
  noProjects: 'No tiene proyectos en los que pueda cargar inmuebles.',

  // Templates
  templatesTitle: 'Descargar plantilla',
  templateLabel: 'Plantilla',
  templateNames: {
    Apartment: 'Apartamento',
    House: 'Casa',
    StudioApartment: 'Apartaestudio',
    AgencyRealstate: 'Inmuebles de inmobiliaria',
    Projects: 'Proyectos',
  },
  downloadTemplate: 'Descargar plantilla',
  downloading: 'Descargando…',
  downloadFailed: 'No pudimos descargar el archivo',

  // Upload
  uploadTitle: 'Cargar archivo',
  projectLabel: 'Proyecto',
  chooseProject: 'Seleccione un proyecto',
  projectRequired: 'Seleccione el proyecto al que pertenecen los inmuebles.',
  fileLabel: 'Archivo de Excel (.xlsx)',
  chooseFile: 'Seleccionar archivo',
  noFile: 'Ningún archivo seleccionado',
  fileRequired: 'Seleccione el archivo diligenciado.',
  fileNotXlsx: 'El archivo debe ser un libro de Excel (.xlsx).',
  fileEmpty: 'El archivo está vacío.',
  fileTooLarge: (mb: number) => `El archivo supera el tamaño máximo de ${mb} MB.`,
  review: 'Revisar archivo',
  reviewing: 'Enviando…',
  uploadFailed: 'No pudimos cargar el archivo',

  // A load
  loadTitle: 'Carga en curso',
  /** The panel's title once the load has ended (done, failed, cancelled or interrupted): no longer "en curso". */
  loadEndedTitle: 'Detalle de la carga',
  fileOf: (name: string) => `Archivo: ${name}`,
  rowsOf: (done: number, total: number) => `Fila ${done} de ${total}`,
  rowsSoFar: (done: number) => `Fila ${done}`,
  validating: 'Revisando el archivo…',
  applying: 'Guardando los registros…',
  progressLabel: 'Avance de la carga',
  summaryTitle: 'Resultado de la revisión',
  rowsRead: 'Filas leídas',
  toCreate: 'Se crearán',
  toUpdate: 'Se actualizarán',
  errorRows: 'Filas con error',
  noErrors: 'El archivo no tiene errores. Confirme la carga para guardar los registros.',
  hasErrors: (n: number) =>
    n === 1
      ? 'Hay 1 fila con error: corrija el archivo y vuelva a cargarlo. No se guardará nada mientras haya errores.'
      : `Hay ${n} filas con error: corrija el archivo y vuelva a cargarlo. No se guardará nada mientras haya errores.`,
  moreErrors: (shown: number, total: number) =>
    `Se muestran los primeros ${shown} errores de ${total}; el archivo de errores los trae todos.`,
  errorsCaption: 'Errores del archivo',
  errorRow: 'Fila',
  errorColumn: 'Columna',
  errorMessage: 'Mensaje',
  wholeRow: 'Toda la fila',
  downloadErrors: 'Descargar archivo de errores',
  confirm: 'Confirmar carga',
  cancel: 'Cancelar',
  newLoad: 'Cargar otro archivo',
  confirmTitle: '¿Desea confirmar la carga?',
  confirmText: (create: number, update: number) =>
    `Se crearán ${create} y se actualizarán ${update} registros. Esta operación no se puede deshacer.`,
  cancelTitle: '¿Desea cancelar la carga?',
  cancelText: 'No se guardará ningún registro del archivo.',
  cancelConfirm: 'Cancelar carga',
  actionFailed: 'Error durante el proceso',
  doneTitle: 'Carga finalizada',
  doneText: (created: number, updated: number) =>
    `Se crearon ${created} y se actualizaron ${updated} registros.`,
  goToProperties: 'Ver inmuebles',
  goToProjects: 'Ver proyectos',
  failed: 'La carga falló y no se guardó ningún registro.',
  interrupted: 'La carga se interrumpió y no se guardó ningún registro. Vuelva a cargar el archivo.',
  cancelled: 'La carga fue cancelada. No se guardó ningún registro.',
  notFound: 'No encontramos la carga.',

  // Deleting properties by file (the toasts' texts are the spec's: es.property.deletedTitle, deletedText, bulkErrorTitle)
  deletion: {
    title: 'Eliminar inmuebles por archivo',
    intro:
      'Descargue la plantilla, escriba la referencia de cada inmueble que desea eliminar y cárguela. Antes de eliminar nada revisamos cada referencia.',
    downloadTemplate: 'Descargar plantilla de eliminación',
    fileLabel: 'Archivo de referencias (.xlsx)',
    review: 'Revisar archivo de eliminación',
    projectRequired: 'Seleccione el proyecto de los inmuebles que desea eliminar.',
    toDelete: 'Se eliminarán',
    deleted: 'Eliminados',
    /** The figures of a deletion done (the dry run's are "Resultado de la revisión"). */
    resultTitle: 'Resultado de la eliminación',
    confirm: 'Eliminar inmuebles',
    confirmTitle: '¿Desea eliminar los inmuebles?',
    confirmText: (n: number) =>
      n === 1
        ? 'Se eliminará 1 inmueble con sus imágenes y características. Esta operación no se puede deshacer.'
        : `Se eliminarán ${n} inmuebles con sus imágenes y características. Esta operación no se puede deshacer.`,
    noErrors: 'El archivo no tiene errores. Confirme para eliminar los inmuebles.',
    applying: 'Eliminando los inmuebles…',
    doneText: (n: number) => (n === 1 ? 'Se eliminó 1 inmueble.' : `Se eliminaron ${n} inmuebles.`),
  },

  // Images by zip (create-images-*-massive): the form, then the load panel's words for images
  images: {
    title: 'Cargar imágenes',
    intro:
      'Comprima las fotos en un archivo .zip: una carpeta por inmueble con su referencia (por ejemplo APT-101/1.jpg, APT-101/2.jpg) o nombres como APT-101_1.jpg. Para proyectos, una carpeta con el nombre del proyecto. Las imágenes se ordenan por su nombre y la primera es la principal si aún no hay una. Antes de guardar nada revisamos cada imagen (JPEG, PNG o WebP, máximo 5 MB).',
    targetLabel: 'Imágenes de',
    targets: { properties: 'Inmuebles de un proyecto', projects: 'Proyectos de la constructora' },
    fileLabel: 'Archivo comprimido (.zip)',
    fileNotZip: 'El archivo debe ser un archivo comprimido (.zip).',
    review: 'Revisar imágenes',
    imagesRead: 'Imágenes leídas',
    toAttach: 'Se asociarán',
    attached: 'Asociadas',
    errorImages: 'Imágenes con error',
    errorsCaption: 'Imágenes con error',
    errorRow: 'N.º',
    errorFile: 'Imagen',
    noErrors: 'Todas las imágenes son válidas. Confirme la carga para asociarlas.',
    hasErrors: (n: number) =>
      n === 1
        ? 'Hay 1 imagen con error: corrija el archivo comprimido y vuelva a cargarlo. No se guardará nada mientras haya errores.'
        : `Hay ${n} imágenes con error: corrija el archivo comprimido y vuelva a cargarlo. No se guardará nada mientras haya errores.`,
    applying: 'Guardando las imágenes…',
    confirmText: (n: number) =>
      n === 1
        ? 'Se asociará 1 imagen. Esta operación no se puede deshacer.'
        : `Se asociarán ${n} imágenes. Esta operación no se puede deshacer.`,
    doneText: (n: number) => (n === 1 ? 'Se asoció 1 imagen.' : `Se asociaron ${n} imágenes.`),
  },

  // History
  historyTitle: 'Historial de cargas',
  historyCaption: 'Historial de cargas',
  historyEmpty: 'Aún no hay cargas.',
  colDate: 'Fecha',
  colUser: 'Usuario',
  colFile: 'Archivo',
  colKind: 'Tipo',
  colStatus: 'Estado',
  colResult: 'Resultado',
  colCreated: 'Creados',
  colUpdated: 'Actualizados',
  colErrors: 'Errores',
  colActions: 'Acciones',
  openLoad: (file: string) => `Ver la carga ${file}`,
  downloadErrorsOf: (file: string) => `Descargar archivo de errores de ${file}`,
  kinds: {
    BuilderProperties: 'Inmuebles de constructora',
    AgencyProperties: 'Inmuebles de inmobiliaria',
    Projects: 'Proyectos',
    PropertyImages: 'Imágenes de inmuebles',
    ProjectImages: 'Imágenes de proyectos',
    PropertyDeletion: 'Eliminación de inmuebles',
  },
  statuses: {
    Validating: 'En revisión',
    Validated: 'Revisada',
    Applying: 'Guardando',
    Done: 'Finalizada',
    Failed: 'Fallida',
    Cancelled: 'Cancelada',
    Interrupted: 'Interrumpida',
  },
} as const;
