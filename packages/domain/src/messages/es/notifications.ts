/**
 * Spanish texts: notifications (spec sections 2, 4 and 8), for the panel and the page, and the title and message
 * of each event that creates one (issue 14). Messages are HTML: the values put in them are escaped by the caller.
 */
export const notification = {
  unread: (count: number) => `Sin leer ${count}`,
  deletedTitle: 'Notificaciones eliminadas',
  deletedText: (n: number) =>
    n === 1 ? 'Se ha eliminado la notificación' : `Se han eliminado ${n} notificaciones`,
  undo: 'Deshacer',
  deleteFailedTitle: 'Su operación ha fallado',
  notFound: 'La notificación no existe.',
  title: 'Notificaciones',
  search: 'Buscar notificaciones',
  empty: 'No tiene notificaciones.',
  delete: 'Eliminar notificación',
  deleteSelected: 'Eliminar seleccionadas',
  markRead: 'Marcar como leída',
  seeAll: 'Ver todas',
  allBuilders: 'Todas las constructoras',
  allProperties: 'Todos los inmuebles',
  dateFilter: 'Fecha',
  select: (title: string) => `Seleccionar: ${title}`,
  selectAll: 'Seleccionar todas',
  selected: (n: number) => (n === 1 ? '1 seleccionada' : `${n} seleccionadas`),
  notRead: 'No leída',
  /** The shell's bell: its name says how many are unread. */
  bell: (unread: number) => (unread > 0 ? `Notificaciones, ${unread} sin leer` : 'Notificaciones'),
  latest: 'Últimas notificaciones',
  events: {
    propertySentTitle: 'Inmueble enviado a aprobación',
    propertySent: (property: string, project: string) =>
      `El inmueble <b>${property}</b> del proyecto <b>${project}</b> espera su aprobación.`,
    projectSentTitle: 'Proyecto enviado a aprobación',
    projectSent: (project: string, builder: string) =>
      `El proyecto <b>${project}</b> de <b>${builder}</b> espera su aprobación.`,
    propertyApprovedTitle: 'Inmueble aprobado',
    propertyApproved: (property: string) =>
      `El inmueble <b>${property}</b> fue aprobado y ya está publicado en la tienda.`,
    propertyRejectedTitle: 'Inmueble rechazado',
    propertyRejected: (property: string, reason: string) =>
      `El inmueble <b>${property}</b> fue rechazado: ${reason}`,
    projectApprovedTitle: 'Proyecto aprobado',
    projectApproved: (project: string) => `El proyecto <b>${project}</b> fue aprobado y está publicado.`,
    projectRejectedTitle: 'Proyecto rechazado',
    projectRejected: (project: string, reason: string) =>
      `El proyecto <b>${project}</b> fue rechazado: ${reason}`,
    userInvitedTitle: 'Acceso a un proyecto',
    userInvited: (project: string, role: string) =>
      `Le dieron acceso al proyecto <b>${project}</b> con el rol <b>${role}</b>.`,
  },
} as const;
