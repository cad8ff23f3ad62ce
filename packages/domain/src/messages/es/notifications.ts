/** Spanish texts: notifications (spec sections 2, 4 and 8), for the notifications page. */
export const notification = {
  unread: (count: number) => `Sin leer ${count}`,
  deletedTitle: 'Notificaciones eliminadas',
  deletedText: (n: number) =>
    n === 1 ? 'Se ha eliminado la notificación' : `Se han eliminado ${n} notificaciones`,
  undo: 'Deshacer',
  deleteFailedTitle: 'Su operación ha fallado',
} as const;
