import { DETAIL_KEYS } from '@tu360/domain';

export const DESCRIPTION =
  'Apartamento luminoso con balcón, cocina abierta y excelente ubicación cerca de parques, colegios y transporte público. Incluye parqueadero cubierto y acceso a zonas comunes.';

/** A builder property body that fills every required field of steps 1 to 3. */
export function builderPropertyBody(
  sellerId: string,
  step: 1 | 2 | 3 | 4 | 5 = 3,
  overrides: Record<string, unknown> = {},
) {
  return {
    sellerId,
    name: 'Apartamento 1204',
    description: DESCRIPTION,
    price: '$ 350.000.000',
    score: '',
    step,
    category: 'Apartment',
    detailProducts: <{ key: string; value: string }[]>[
      { key: DETAIL_KEYS.area, value: '72' },
      { key: DETAIL_KEYS.privateArea, value: '65' },
      { key: DETAIL_KEYS.builtArea, value: '70' },
      { key: DETAIL_KEYS.projectStage, value: 'Construcción' },
      { key: DETAIL_KEYS.deliveryState, value: 'Sobre planos' },
      { key: DETAIL_KEYS.saleState, value: 'Disponible' },
      { key: DETAIL_KEYS.latitude, value: '6.2501' },
      { key: DETAIL_KEYS.longitude, value: '-75.5786' },
      { key: DETAIL_KEYS.sector, value: 'El Poblado' },
      { key: DETAIL_KEYS.stratum, value: '5' },
      { key: DETAIL_KEYS.propertyType, value: 'Apartamento' },
      { key: DETAIL_KEYS.rooms, value: '3' },
      { key: DETAIL_KEYS.baths, value: '2' },
      { key: DETAIL_KEYS.parking, value: '1' },
      { key: DETAIL_KEYS.initialPayment, value: '$105,000,000' },
    ],
    ...overrides,
  };
}

/** An agency property body with the 14 required keys. */
export function agencyPropertyBody(sellerId: string, overrides: Record<string, unknown> = {}) {
  return {
    sellerId,
    name: 'Casa en Chapinero',
    description: DESCRIPTION,
    price: '620.000.000',
    step: 3,
    category: 'House',
    detailProducts: <{ key: string; value: string }[]>[
      { key: DETAIL_KEYS.address, value: 'Calle 60 # 9-20' },
      { key: DETAIL_KEYS.latitude, value: '4.6486' },
      { key: DETAIL_KEYS.longitude, value: '-74.0628' },
      { key: DETAIL_KEYS.department, value: 'Bogotá, D.C.' },
      { key: DETAIL_KEYS.municipality, value: 'Bogotá, D.C.' },
      { key: DETAIL_KEYS.area, value: '140' },
      { key: DETAIL_KEYS.privateArea, value: '130' },
      { key: DETAIL_KEYS.builtArea, value: '135' },
      { key: DETAIL_KEYS.rooms, value: '4' },
      { key: DETAIL_KEYS.baths, value: '3' },
      { key: DETAIL_KEYS.parking, value: '2' },
      { key: DETAIL_KEYS.stratum, value: '4' },
      { key: DETAIL_KEYS.neighbourhood, value: 'Chapinero Alto' },
      { key: DETAIL_KEYS.sector, value: 'Chapinero' },
      { key: DETAIL_KEYS.propertyType, value: 'Casa' },
    ],
    ...overrides,
  };
}
