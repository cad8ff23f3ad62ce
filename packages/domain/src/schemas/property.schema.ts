import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  INITIAL_PAYMENT_MIN,
  PROPERTY_MIN_PRICE,
  SECTOR_MAX,
} from '../constants.ts';
import { es } from '../messages/es.ts';
import { CATEGORIES, type DetailField } from '../property/detail-keys.ts';
import { parseArea, parseMoney } from '../property/normalize.ts';

/** Which side fills the property: builders (constructoras) or agencies (inmobiliarias). */
export type PropertyFlow = 'builder' | 'agency';

/** Wizard steps: 1 main data, 2 location, 3 characteristics, 4 amenities, 5 images and video. */
export const PROPERTY_STEPS = [1, 2, 3, 4, 5] as const;
export type PropertyStep = (typeof PROPERTY_STEPS)[number];

/** What the form holds: detail fields by name plus the top-level values, all as typed. */
export type PropertyValues = Partial<
  Record<DetailField | 'name' | 'price' | 'description' | 'score' | 'category', string>
>;

interface FieldRule {
  step: PropertyStep;
  required: Record<PropertyFlow, boolean>;
}
const both = { builder: true, agency: true };
const builderOnly = { builder: true, agency: false };
const agencyOnly = { builder: false, agency: true };
const optional = { builder: false, agency: false };

/** Step and required-ness of each field (spec section 5 and the completeness keys of section 4). */
export const FIELD_RULES: Partial<Record<keyof PropertyValues, FieldRule>> = {
  name: { step: 1, required: both },
  category: { step: 1, required: both },
  price: { step: 1, required: both },
  description: { step: 1, required: both },
  score: { step: 1, required: optional },
  area: { step: 1, required: both },
  privateArea: { step: 1, required: both },
  builtArea: { step: 1, required: agencyOnly },
  projectStage: { step: 1, required: builderOnly },
  deliveryState: { step: 1, required: builderOnly },
  saleState: { step: 1, required: builderOnly },
  propertyState: { step: 1, required: agencyOnly },
  address: { step: 2, required: agencyOnly },
  department: { step: 2, required: agencyOnly },
  municipality: { step: 2, required: agencyOnly },
  latitude: { step: 2, required: both },
  longitude: { step: 2, required: both },
  neighbourhood: { step: 2, required: agencyOnly },
  zone: { step: 2, required: optional },
  sector: { step: 2, required: both },
  stratum: { step: 2, required: agencyOnly },
  propertyType: { step: 3, required: both },
  rooms: { step: 3, required: both },
  baths: { step: 3, required: both },
  parking: { step: 3, required: both },
  initialPayment: { step: 3, required: builderOnly },
  administrationPrice: { step: 3, required: optional },
};

export interface FieldIssue {
  field: keyof PropertyValues;
  message: string;
}

const NO_SPECIAL = /^[\p{L}\p{N}\s]*$/u;
const COORDINATE = /^-?\d+(\.\d+)?$/;

/**
 * Every validation rule of spec section 5 for properties, with its exact message. Fields of the steps up to
 * `step` are required as the flow says; any field present is checked whatever its step.
 */
export function validateProperty(
  values: PropertyValues,
  opts: { flow: PropertyFlow; step: PropertyStep },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const v = (f: keyof PropertyValues) => (values[f] ?? '').trim();
  const add = (field: keyof PropertyValues, message: string) => {
    if (!issues.some((i) => i.field === field)) issues.push({ field, message });
  };

  for (const [field, rule] of Object.entries(FIELD_RULES) as [keyof PropertyValues, FieldRule][]) {
    if (rule.step <= opts.step && rule.required[opts.flow] && !v(field)) add(field, es.property.required);
  }

  if (v('category') && !(CATEGORIES as string[]).includes(v('category')))
    add('category', es.validation.selectOption);

  const price = v('price') ? parseMoney(v('price')) : undefined;
  if (price !== undefined && (Number.isNaN(price) || price < PROPERTY_MIN_PRICE))
    add('price', es.property.priceMin);

  const description = values.description ?? '';
  if (v('description') && (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX))
    add('description', es.property.descriptionLength(description.length));

  if (v('score')) {
    const n = Number(v('score'));
    if (!/^-?\d+$/.test(v('score'))) add('score', es.property.scoreNumeric);
    else if (n < 0) add('score', es.property.scoreMin);
  }

  const area = v('area') ? parseArea(v('area')) : undefined;
  if (area !== undefined && (Number.isNaN(area) || area <= 0)) add('area', es.property.areaPositive);
  const privateArea = v('privateArea') ? parseArea(v('privateArea')) : undefined;
  const builtArea = v('builtArea') ? parseArea(v('builtArea')) : undefined;
  if (privateArea !== undefined && Number.isNaN(privateArea)) add('privateArea', es.property.areaPositive);
  if (builtArea !== undefined && Number.isNaN(builtArea)) add('builtArea', es.property.areaPositive);
  if (privateArea !== undefined && builtArea !== undefined && privateArea > builtArea)
    add('privateArea', es.property.privateAboveBuilt);

  const rooms = v('rooms');
  if (rooms) {
    if (rooms.includes('.')) add('rooms', es.property.noDot);
    else if (rooms.replace(/\D/g, '').length > 2) add('rooms', es.property.twoDigits);
    else if (!/^\d+$/.test(rooms) || Number(rooms) < 1) add('rooms', es.property.minOne);
  }
  const baths = v('baths');
  if (baths) {
    if (baths.replace(/\D/g, '').length > 2) add('baths', es.property.twoDigits);
    else if (Number.isNaN(Number(baths)) || Number(baths) < 1) add('baths', es.property.minOne);
  }

  const initial = v('initialPayment') ? parseMoney(v('initialPayment')) : undefined;
  if (initial !== undefined) {
    if (Number.isNaN(initial) || initial < INITIAL_PAYMENT_MIN)
      add('initialPayment', es.property.initialPaymentMin);
    else if (price !== undefined && !Number.isNaN(price) && initial > price)
      add('initialPayment', es.property.notAbovePrice);
  }
  const admin = v('administrationPrice') ? parseMoney(v('administrationPrice')) : undefined;
  if (admin !== undefined) {
    if (Number.isNaN(admin)) add('administrationPrice', es.property.moneyNumeric);
    else if (price !== undefined && !Number.isNaN(price) && admin > price)
      add('administrationPrice', es.property.notAbovePrice);
  }

  if (v('zone') && !NO_SPECIAL.test(v('zone'))) add('zone', es.property.zoneSpecial);
  const sector = values.sector ?? '';
  if (v('sector')) {
    if (sector.length > SECTOR_MAX) add('sector', es.property.sectorLength(sector.length));
    else if (!NO_SPECIAL.test(sector)) add('sector', es.property.sectorSpecial);
  }
  if (v('latitude') && !COORDINATE.test(v('latitude'))) add('latitude', es.property.latitude);
  if (v('longitude') && !COORDINATE.test(v('longitude'))) add('longitude', es.property.longitude);
  return issues;
}
