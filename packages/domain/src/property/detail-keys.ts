/** Property detail keys of spec section 3, spelled as the spec spells them. */
export const DETAIL_KEYS = {
  propertyState: 'Estado del inmueble',
  saleState: 'Estado de venta inmueble',
  deliveryState: 'Estado de entrega',
  propertyType: 'Tipo de inmueble',
  projectStage: 'Etapa del proyecto',
  area: 'Área (m²)',
  privateArea: 'Área privada (m²)',
  builtArea: 'Área construida (m²)',
  rooms: 'Habitaciones',
  baths: 'Baños',
  parking: 'Número de parqueaderos',
  initialPayment: 'Cuota inicial ($)',
  initialPaymentTerm: 'Plazo cuota inicial',
  floorLevels: 'Niveles de piso disponibles',
  locationInProject: 'Ubicación del inmueble dentro del proyecto',
  stratum: 'Estrato',
  address: 'Dirección',
  latitude: 'Latitud',
  longitude: 'Longitud',
  neighbourhood: 'Barrio',
  zone: 'Zona',
  sector: 'Sector',
  age: 'Antigüedad',
  department: 'Departamento',
  municipality: 'Municipio',
  residentialComplex: 'Conjunto residencial',
  propertyTax: 'Valor predial',
  waterCost: 'Costo acueducto',
  gasCost: 'Costo gas natural',
  electricityCost: 'Costo luz',
  administrationPrice: 'Precio administracion',
  deedExpenses: 'Gastos de escritura',
  specialBenefits: 'Beneficios especiales',
  remodelling: 'Remodelaciones',
} as const;
export type DetailField = keyof typeof DETAIL_KEYS;
export type DetailKey = (typeof DETAIL_KEYS)[DetailField];
export const ALL_DETAIL_KEYS = Object.values(DETAIL_KEYS) as DetailKey[];

/** The 32 SI/NO amenities of spec section 3. */
export const AMENITIES = [
  'Baño auxiliar',
  'Aire acondicionado',
  'Amoblado',
  'Cuarto de servicio',
  'Instalación de gas',
  'Citófono',
  'Balcón',
  'Patio / Jardín',
  'Puerta eléctrica',
  'Cuarto útil',
  'Asador',
  'Zona de lavandería',
  'Estudio / Oficina',
  'Incluye cocina',
  'Alarma contra incendio',
  'Salón de juegos',
  'Incluye coworking',
  'Turco',
  'Cancha múltiple',
  'Piscina',
  'Salón social',
  'Gimnasio',
  'Sauna',
  'Senderos ecológicos',
  'Parque infantil',
  'Terraza',
  'Zona de mascotas',
  'Escalera de emergencia',
  'Ascensor',
  'Parqueadero de visitantes',
  'Portería 24/7',
  'Vigilancia',
] as const;
export type Amenity = (typeof AMENITIES)[number];
export const AMENITY_VALUES = ['SI', 'NO'] as const;

/** Options of the select fields. */
export const DETAIL_OPTIONS = {
  [DETAIL_KEYS.propertyState]: ['Nuevo', 'Usado'],
  [DETAIL_KEYS.saleState]: ['Disponible', 'Separado', 'Vendido'],
  [DETAIL_KEYS.deliveryState]: ['Sobre planos', 'En construcción', 'Entrega inmediata'],
  [DETAIL_KEYS.propertyType]: ['Apartamento', 'Casa', 'Apartaestudio'],
  [DETAIL_KEYS.projectStage]: ['Lanzamiento', 'Preventa', 'Construcción', 'Terminado'],
  [DETAIL_KEYS.stratum]: ['1', '2', '3', '4', '5', '6'],
} as const;

/** "Estado del inmueble" is Usado unless said otherwise (spec section 3). */
export const DEFAULT_PROPERTY_STATE = 'Usado';

/** Property categories and their store ids (spec section 9). */
export const CATEGORY_IDS = { House: 5, Apartment: 4, StudioApartment: 6 } as const;
export type Category = keyof typeof CATEGORY_IDS;
export const CATEGORIES = Object.keys(CATEGORY_IDS) as Category[];
export const CATEGORY_BY_TYPE: Record<string, Category> = {
  Casa: 'House',
  Apartamento: 'Apartment',
  Apartaestudio: 'StudioApartment',
};
export const DEFAULT_BRAND_ID = 2_000_000;
export const DEFAULT_SCORE = 1;
export const DEFAULT_INVENTORY = 1;
export const DEFAULT_SUBSIDY = 'None';
