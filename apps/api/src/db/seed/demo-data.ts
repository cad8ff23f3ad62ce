/** The fixed demo data set: README lists it and tests rely on it. */
export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoCompany {
  key: string;
  name: string;
  nit: string;
  realState: boolean;
  city: string; // DANE municipality code
  email: string;
  acceptedTerms: boolean;
  projects: DemoProject[];
}
export interface DemoProject {
  key: string;
  name: string;
  status: 'Synchronized' | 'OnApprobation' | 'Rejected' | 'Hide' | 'Incomplete';
  statusDetail?: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'andina',
    name: 'Constructora Andina',
    nit: '900123456-1',
    realState: false,
    city: '05001',
    email: 'contacto@andina.test',
    acceptedTerms: true,
    projects: [
      { key: 'rio', name: 'Torres del Río', status: 'Synchronized' },
      { key: 'sierra', name: 'Mirador de la Sierra', status: 'OnApprobation' },
      {
        key: 'parque',
        name: 'Parque Central Andina',
        status: 'Rejected',
        statusDetail:
          'Las imágenes del proyecto no corresponden a la dirección registrada. Actualícelas y solicite de nuevo la aprobación.',
      },
    ],
  },
  {
    key: 'horizonte',
    name: 'Constructora Horizonte',
    nit: '900654321-7',
    realState: false,
    city: '11001',
    email: 'contacto@horizonte.test',
    acceptedTerms: true,
    projects: [
      { key: 'reserva', name: 'Reserva Horizonte', status: 'Synchronized' },
      { key: 'living', name: 'Horizonte Living', status: 'Incomplete' },
    ],
  },
  {
    key: 'pacifico',
    name: 'Constructora Pacífico',
    nit: '901222333-4',
    realState: false,
    city: '76001',
    email: 'contacto@pacifico.test',
    acceptedTerms: false,
    projects: [{ key: 'brisas', name: 'Brisas del Pacífico', status: 'OnApprobation' }],
  },
  {
    key: 'capital',
    name: 'Inmobiliaria Capital',
    nit: '830111222-5',
    realState: true,
    city: '11001',
    email: 'contacto@capital.test',
    acceptedTerms: true,
    projects: [{ key: 'capital-store', name: 'Inmobiliaria Capital', status: 'Synchronized' }],
  },
  {
    key: 'aurora',
    name: 'aurora Constructores',
    nit: '900777888-2',
    realState: false,
    city: '08001',
    email: 'contacto@aurora.test',
    acceptedTerms: true,
    projects: [{ key: 'aurora-bay', name: 'Aurora Bahía', status: 'Synchronized' }],
  },
  {
    key: 'valle',
    name: 'Bienes Raíces del Valle',
    nit: '805999000-3',
    realState: true,
    city: '76001',
    email: 'contacto@valle.test',
    acceptedTerms: true,
    projects: [{ key: 'valle-store', name: 'Bienes Raíces del Valle', status: 'Synchronized' }],
  },
];

export interface DemoUser {
  userName: string;
  givenName: string;
  familyName: string;
  role: string;
  isAdmin: boolean;
  company?: string;
  /** project key → role held there; 'all' gives the role on every project of the company. */
  stores?: Record<string, string> | 'all';
  identification: string;
  phone: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'superadmin@tu360.test',
    givenName: 'Sofía',
    familyName: 'Restrepo',
    role: 'SuperAdmin',
    isAdmin: true,
    identification: '1010101010',
    phone: '3001000001',
  },
  {
    userName: 'admin.banco@tu360.test',
    givenName: 'Andrés',
    familyName: 'Gómez',
    role: 'Administrador_Bancolombia',
    isAdmin: true,
    identification: '1010101011',
    phone: '3001000002',
  },
  {
    userName: 'visor.banco@tu360.test',
    givenName: 'Valentina',
    familyName: 'Ríos',
    role: 'Visualizador_Bancolombia',
    isAdmin: true,
    identification: '1010101012',
    phone: '3001000003',
  },
  {
    userName: 'admin@andina.test',
    givenName: 'Carlos',
    familyName: 'Mejía',
    role: 'Admintrador_Seller',
    isAdmin: false,
    company: 'andina',
    stores: 'all',
    identification: '7010101010',
    phone: '3002000001',
  },
  {
    userName: 'operativo@andina.test',
    givenName: 'Laura',
    familyName: 'Zapata',
    role: 'Operativo_Seller',
    isAdmin: false,
    company: 'andina',
    stores: 'all',
    identification: '7010101011',
    phone: '3002000002',
  },
  {
    userName: 'visor@andina.test',
    givenName: 'Miguel',
    familyName: 'Arango',
    role: 'Visualizador_Seller',
    isAdmin: false,
    company: 'andina',
    stores: 'all',
    identification: '7010101012',
    phone: '3002000003',
  },
  {
    userName: 'asesor@andina.test',
    givenName: 'Daniela',
    familyName: 'Ospina',
    role: 'Asesor_Comercial',
    isAdmin: false,
    company: 'andina',
    stores: 'all',
    identification: '7010101013',
    phone: '3002000004',
  },
  {
    userName: 'multi@andina.test',
    givenName: 'Juliana',
    familyName: 'Vélez',
    role: 'Admintrador_Seller',
    isAdmin: false,
    company: 'andina',
    stores: { rio: 'Admintrador_Seller', sierra: 'Visualizador_Seller' },
    identification: '7010101014',
    phone: '3002000005',
  },
  {
    userName: 'admin@capital.test',
    givenName: 'Felipe',
    familyName: 'Cárdenas',
    role: 'Admintrador_Seller',
    isAdmin: false,
    company: 'capital',
    stores: 'all',
    identification: '7010101015',
    phone: '3002000006',
  },
  {
    userName: 'admin@horizonte.test',
    givenName: 'Natalia',
    familyName: 'Herrera',
    role: 'Admintrador_Seller',
    isAdmin: false,
    company: 'horizonte',
    stores: 'all',
    identification: '7010101016',
    phone: '3002000007',
  },
  {
    userName: 'nuevo@pacifico.test',
    givenName: 'Tomás',
    familyName: 'Mosquera',
    role: 'Admintrador_Seller',
    isAdmin: false,
    company: 'pacifico',
    stores: 'all',
    identification: '7010101017',
    phone: '3002000008',
  },
];

export const DEMO_CERTIFICATES = [
  { name: 'EDGE', isActive: true },
  { name: 'LEED', isActive: true },
  { name: 'CASA Colombia', isActive: true },
  { name: 'Sello Ambiental Colombiano', isActive: false },
];
