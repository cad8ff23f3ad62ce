/** Spanish texts: shell, home, publicPages. */
import { common } from './session.ts';

export const shell = {
  help: 'Ayuda',
  lastVisit: 'Última visita',
  changePassword: 'Cambiar contraseña',
  securityInfo: 'Información de seguridad',
  contact: 'Contáctenos',
  visit: 'Visítenos',
  copyright: (year: number) => `© ${year} Bancolombia S.A. Todos los derechos reservados.`,
  storeSearch: 'Busque por proyecto',
  storeSummary: 'Ir al resumen de proyectos',
  chooseStore: 'Seleccione un proyecto',
  noStores: 'No encontramos proyectos.',
  sidePanelSearch: 'Buscar por dependencias',
  tabBuilders: 'Constructoras',
  tabAgencies: 'Inmobiliarias',
  add: 'Agregar',
  collapseMenu: 'Contraer menú',
  expandMenu: 'Expandir menú',
  mainMenu: 'Menú principal',
  nit: 'NIT',
  noResults: 'Sin resultados',
  pagePending: 'Esta sección se habilita en una próxima entrega del portal.',
  brand: common.brand,
  userMenu: 'Usuario',
  chooseStoreButton: 'Cambiar de proyecto',
  storePanelTitle: 'Mis proyectos',
  sidePanel: 'Panel de dependencias',
  footerLinks: 'Enlaces de interés',
  unreadCount: (count: number) => `${count} sin leer`,
  storeLogo: (name: string) => `Logo de ${name}`,
  openInNewTab: '(se abre en una pestaña nueva)',
  skipToContent: 'Saltar al contenido',
} as const;

export const home = {
  adminTitle: (name: string) => `Hola, ${name}`,
  adminText:
    'Desde este portal administra las constructoras, inmobiliarias, proyectos e inmuebles publicados en Tu360Inmobiliario. Seleccione una dependencia en el panel para comenzar.',
  summaryTitle: 'Resumen de proyectos',
  summaryText: 'Seleccione un proyecto para administrar su catálogo, clientes y usuarios.',
  selectedStoreTitle: 'Proyecto seleccionado',
  status: 'Estado',
  progress: 'Avance de publicación',
} as const;

export const publicPages = {
  maintenanceTitle: 'Sitio en mantenimiento',
  termsTitle: 'Términos y condiciones',
} as const;
