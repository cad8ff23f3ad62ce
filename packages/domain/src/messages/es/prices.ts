/** Spanish texts: prices (issue 12, "Actualizar precios": the preview's errors and warnings, apply and undo). */
export const prices = {
  noChanges: 'Indique al menos un precio nuevo.',
  tooManyChanges: 'Son demasiados precios para una sola actualización; divídalos en varias.',
  duplicateProduct: 'El inmueble aparece más de una vez en la actualización.',
  notInProject: 'El inmueble no pertenece a este proyecto.',
  unknownReference: (ref: string) => `No hay un inmueble con la referencia ${ref} en este proyecto.`,
  missingReference: 'Falta la referencia del inmueble.',
  /** A property without a price is still incomplete: its first price is given in its form (its completeness and status follow). */
  noCurrentPrice: 'El inmueble aún no tiene precio: asígnelo desde su formulario.',
  newPriceNotNumber: 'El precio nuevo debe ser un valor numérico en pesos, sin decimales.',
  /** A change above ±30 %. */
  bigChange: (percent: string) =>
    `El precio cambia ${percent} % respecto al actual (más del 30 %). Confirme que es correcto.`,
  /** A price per m² more than 50 % away from the project's median. */
  farFromMedian: (percent: string, median: string) =>
    `El precio por m² queda ${percent} % lejos de la mediana del proyecto (${median} por m²; más del 50 %). Confirme que es correcto.`,
  /** A warning the user did not tick. */
  warningNotAccepted: (ref: string) =>
    `El inmueble ${ref} tiene advertencias sin confirmar: márquelas para aplicar su precio.`,
  previewHasErrors: 'La vista previa tiene errores: corríjalos antes de aplicar.',
  previewOutdated:
    'Los precios cambiaron desde la vista previa. Vuelva a generar la vista previa antes de aplicar.',
  nothingToApply: 'Ningún precio cambia: no hay nada que aplicar.',
  sheetEmpty: 'La hoja de precios no tiene filas con precio nuevo.',
  sheetHeaders:
    'La hoja no es la hoja de precios: descárguela de nuevo y no cambie sus encabezados (Referencia, Nombre, Área (m²), Precio actual, Precio nuevo).',
  batchNotFound: 'La actualización de precios no existe.',
  notLastBatch: 'Solo se puede deshacer la última actualización de precios del proyecto.',
  alreadyUndone: 'Esta actualización de precios ya fue deshecha.',
  laterChange: (refs: string) =>
    `No se puede deshacer: el precio de ${refs} cambió después de esta actualización.`,
  /** The history's field name for a price change (issue 12: "actualización de precios"). */
  historyField: 'actualización de precios',
  appliedTitle: 'Precios actualizados',
  applied: (n: number) =>
    n === 1 ? 'Se actualizó el precio de 1 inmueble.' : `Se actualizaron los precios de ${n} inmuebles.`,
  undoneTitle: 'Actualización deshecha',
  undone: (n: number) =>
    n === 1 ? 'Se restauró el precio de 1 inmueble.' : `Se restauraron los precios de ${n} inmuebles.`,
  /** The price sheet's headers and sheet name. */
  sheet: {
    name: 'Precios',
    fileName: (project: string) => `Precios - ${project}.xlsx`,
    reference: 'Referencia',
    propertyName: 'Nombre',
    area: 'Área (m²)',
    currentPrice: 'Precio actual',
    newPrice: 'Precio nuevo',
  },
};
