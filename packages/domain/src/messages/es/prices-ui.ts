/** Texts of the "Actualizar precios" page (issue 12); the preview's errors and warnings are the API's (prices.ts). */
export const pricesUi = {
  title: 'Actualizar precios',
  intro:
    'Seleccione los inmuebles y escriba su nuevo precio (o aplique un porcentaje a la selección), o descargue la hoja de precios, diligencie la columna "Precio nuevo" y cárguela. Antes de guardar nada verá una vista previa con cada cambio.',

  // Who may use the page
  chooseBuilder:
    'Seleccione una constructora en el panel lateral para actualizar precios (no disponible en "Ver todos los inmuebles").',
  readOnly: 'Su rol solo permite consultar: no puede actualizar precios.',
  noProjects: 'No tiene proyectos en los que pueda actualizar precios.',
  projectLabel: 'Proyecto',
  chooseProject: 'Seleccione un proyecto',
  chooseProjectHint: 'Seleccione el proyecto cuyos precios desea actualizar.',

  // The list
  listCaption: 'Inmuebles del proyecto',
  empty: 'No hay inmuebles que coincidan con los filtros.',
  selectAll: 'Seleccionar todos los inmuebles de la página',
  selectRow: (name: string) => `Seleccionar ${name}`,
  colReference: 'Referencia',
  colName: 'Nombre',
  colType: 'Tipo',
  colArea: 'Área',
  colPrice: 'Precio actual',
  colPricePerM2: 'Precio por m²',
  colStatus: 'Estado',
  colNewPrice: 'Nuevo precio',
  newPriceLabel: 'Nuevo precio',
  newPriceOf: (name: string) => `Nuevo precio de ${name}`,
  median: (value: string) => `Mediana del proyecto: ${value} por m²`,

  // Selection and percentage
  selectionTitle: 'Cambiar precios en la página',
  selected: (n: number) => (n === 1 ? '1 inmueble seleccionado' : `${n} inmuebles seleccionados`),
  noneSelected: 'Seleccione en la tabla los inmuebles cuyo precio desea cambiar.',
  clearSelection: 'Quitar selección',
  percentLabel: 'Porcentaje (%)',
  percentHint: 'Por ejemplo 5 para subir un 5 % o -3 para bajar un 3 %',
  percentInvalid: 'Escriba un porcentaje entre -100 y 1000, por ejemplo 5 o -3,5.',
  applyPercent: 'Aplicar % a la selección',
  noPrice: 'El inmueble no tiene precio actual: escriba el nuevo precio.',
  preview: 'Vista previa',
  previewing: 'Generando vista previa…',
  fixFields: 'Corrija los precios marcados antes de ver la vista previa.',
  nothingTyped: 'Escriba el nuevo precio de al menos un inmueble seleccionado.',

  // The sheet
  sheetTitle: 'Hoja de precios',
  sheetIntro:
    'Descargue la hoja con los inmuebles que muestra la lista (los de sus filtros; sin filtros, todos los del proyecto), escriba el precio nuevo de los que cambian (deje vacíos los demás) y cárguela.',
  downloadSheet: 'Descargar hoja de precios',
  downloading: 'Descargando…',
  downloadFailed: 'No pudimos descargar la hoja de precios',
  uploadSheet: 'Cargar hoja de precios',
  fileLabel: 'Hoja de precios diligenciada (.xlsx)',
  noFile: 'Ningún archivo seleccionado',
  fileOf: (name: string) => `Archivo: ${name}`,

  // The preview
  previewTitle: 'Vista previa de precios',
  previewCaption: 'Cambios de precio',
  previewSummary: (changes: number, errors: number, warnings: number) =>
    `${changes === 1 ? '1 precio cambia' : `${changes} precios cambian`} · ${
      errors === 1 ? '1 fila con error' : `${errors} filas con error`
    } · ${warnings === 1 ? '1 fila con advertencias' : `${warnings} filas con advertencias`}`,
  colRow: 'Fila',
  colOldNew: 'Precio anterior → nuevo',
  colChange: 'Variación',
  colPricePerM2OldNew: 'Precio por m² anterior → nuevo',
  colNotes: 'Observaciones',
  noNotes: 'Sin observaciones',
  applyAnyway: 'Aplicar de todos modos',
  applyAnywayOf: (name: string) => `Aplicar de todos modos ${name}`,
  hasErrors:
    'Hay filas con error: corrija los precios y genere de nuevo la vista previa. No se aplicará nada mientras haya errores.',
  pendingWarnings: (n: number) =>
    n === 1
      ? 'Falta confirmar 1 fila con advertencias: marque "Aplicar de todos modos" o corrija su precio.'
      : `Faltan confirmar ${n} filas con advertencias: marque "Aplicar de todos modos" o corrija sus precios.`,
  nothingChanges: 'Ningún precio cambia: no hay nada que aplicar.',
  apply: 'Aplicar',
  applying: 'Aplicando…',
  close: 'Cerrar',
  previewAgain: 'Generar nueva vista previa',
  applyFailed: 'No pudimos aplicar los precios',

  // History
  historyTitle: 'Historial de actualizaciones',
  historyCaption: 'Actualizaciones de precios del proyecto',
  historyEmpty: 'Aún no hay actualizaciones de precios en este proyecto.',
  colDate: 'Fecha',
  colUser: 'Usuario',
  colCount: 'Precios cambiados',
  colState: 'Estado',
  colActions: 'Acciones',
  applied: 'Aplicada',
  undoneOn: (date: string) => `Deshecha el ${date}`,
  undo: 'Deshacer actualización',
  undoTitle: '¿Desea deshacer la actualización de precios?',
  undoText: (n: number) =>
    n === 1
      ? 'Se restaurará el precio anterior de 1 inmueble.'
      : `Se restaurarán los precios anteriores de ${n} inmuebles.`,
  undoFailed: 'No se pudo deshacer la actualización',
  actionFailed: 'Error durante el proceso',
} as const;
