/** Texts of the Excel reports (issue 12): their names, sheets, headers, refusals and the portal's button. */
export const reports = {
  badDate: 'Ingrese una fecha válida (AAAA-MM-DD)',
  badRange: 'Seleccione un rango de fechas válido: la fecha inicial es posterior a la final.',
  /** A report's file: its name and the day it was made (Bogotá), e.g. "Reporte de proyectos 2026-11-25.xlsx". */
  fileName: (report: string, day: string) => `${report} ${day}.xlsx`,
  projects: {
    title: 'Reporte de proyectos',
    sheet: 'Proyectos',
    headers: {
      builder: 'Constructora',
      project: 'Proyecto',
      status: 'Estado',
      city: 'Ciudad',
      propertiesTotal: 'Inmuebles',
      /** One column per property status, e.g. "Inmuebles Publicado". */
      propertiesIn: (status: string) => `Inmuebles ${status}`,
      leads: 'Clientes potenciales',
      createdAt: 'Fecha de creación',
      updatedAt: 'Última actualización',
    },
  },
  users: {
    title: 'Reporte de usuarios',
    sheet: 'Usuarios',
    headers: {
      name: 'Nombre',
      email: 'Correo electrónico',
      role: 'Rol',
      builder: 'Constructora',
      projects: 'Proyectos',
      active: 'Activo',
      lastVisit: 'Última visita',
    },
    yes: 'Sí',
    no: 'No',
  },
  offer: { title: 'Reporte de oferta inmobiliaria', sheet: 'Oferta' },
  agencies: { title: 'Reporte de inmuebles de inmobiliarias', sheet: 'Inmuebles' },
  /** The columns of both property reports. */
  propertyHeaders: {
    builder: 'Constructora',
    project: 'Proyecto',
    productId: 'Código',
    reference: 'Referencia',
    name: 'Nombre',
    type: 'Tipo de inmueble',
    department: 'Departamento',
    city: 'Ciudad',
    price: 'Precio',
    area: 'Área (m²)',
    privateArea: 'Área privada (m²)',
    builtArea: 'Área construida (m²)',
    rooms: 'Habitaciones',
    baths: 'Baños',
    status: 'Estado',
    completeness: 'Completitud',
    updatedAt: 'Última actualización',
  },
} as const;

/** The portal's side of the reports. */
export const reportsUi = {
  download: 'Descargar reporte',
  downloading: 'Descargando reporte…',
  failed: 'No se pudo descargar el reporte. Intente de nuevo.',
} as const;
