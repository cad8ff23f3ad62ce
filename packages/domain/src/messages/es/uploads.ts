/** Texts of image uploads checked before sending (browser) and on arrival (server): the same reasons. */
export const imageCheck = {
  empty: 'El archivo está vacío.',
  tooLarge: 'La imagen supera el tamaño máximo de 5 MB.',
  notImage: 'El archivo debe ser una imagen JPEG, PNG o WebP.',
  invalid: 'El archivo no es una imagen válida.',
  tooManyPixels: 'La imagen supera el máximo de 40 megapíxeles.',
  checking: 'Revisando las imágenes…',
  progress: (done: number, total: number) =>
    total === 1 ? 'Cargando 1 imagen…' : `Cargando imagen ${Math.min(done + 1, total)} de ${total}…`,
  progressLabel: 'Progreso de la carga',
  uploadedTitle: (count: number) => (count === 1 ? '1 imagen cargada' : `${count} imágenes cargadas`),
  refusedTitle: (count: number) =>
    count === 1 ? 'Esta imagen no se cargó' : `Estas ${count} imágenes no se cargaron`,
  refusedItem: (name: string, reason: string) => `${name}: ${reason}`,
  dismiss: 'Cerrar aviso',
  chooseSeveral: 'Elegir imágenes',
} as const;
