import { AGENCY_MIN_IMAGES, BUILDER_MIN_IMAGES_EXCLUSIVE } from '../constants.ts';
import { es } from '../messages/es.ts';
import { DETAIL_KEYS, type DetailKey } from '../property/detail-keys.ts';
import type { PropertyFlow } from '../schemas/property.schema.ts';

export type Progress = 'Full' | 'Medium' | 'Incomplete';
export type CompletenessColor = 'green' | 'yellow' | 'red';

/** The 10 required detail keys of the builder flow (spec section 4). */
export const BUILDER_REQUIRED_KEYS: DetailKey[] = [
  DETAIL_KEYS.projectStage,
  DETAIL_KEYS.deliveryState,
  DETAIL_KEYS.saleState,
  DETAIL_KEYS.area,
  DETAIL_KEYS.privateArea,
  DETAIL_KEYS.initialPayment,
  DETAIL_KEYS.propertyType,
  DETAIL_KEYS.rooms,
  DETAIL_KEYS.baths,
  DETAIL_KEYS.parking,
];

/** The 14 required keys of the agency flow. */
export const AGENCY_REQUIRED_KEYS: DetailKey[] = [
  DETAIL_KEYS.propertyState,
  DETAIL_KEYS.address,
  DETAIL_KEYS.latitude,
  DETAIL_KEYS.longitude,
  DETAIL_KEYS.department,
  DETAIL_KEYS.municipality,
  DETAIL_KEYS.area,
  DETAIL_KEYS.privateArea,
  DETAIL_KEYS.builtArea,
  DETAIL_KEYS.rooms,
  DETAIL_KEYS.baths,
  DETAIL_KEYS.parking,
  DETAIL_KEYS.stratum,
  DETAIL_KEYS.neighbourhood,
];

/** The 7 optional keys that make an agency property green. */
export const AGENCY_OPTIONAL_KEYS: DetailKey[] = [
  DETAIL_KEYS.age,
  DETAIL_KEYS.zone,
  DETAIL_KEYS.sector,
  DETAIL_KEYS.propertyTax,
  DETAIL_KEYS.waterCost,
  DETAIL_KEYS.gasCost,
  DETAIL_KEYS.electricityCost,
];

export interface CompletenessInput {
  flow: PropertyFlow;
  details: Partial<Record<string, string | null | undefined>>;
  listPrice: number | null | undefined;
  description: string | null | undefined;
  imageCount: number;
  /** The project's stratum (builders may give it on the project instead of the property). */
  projectStratum?: string | null;
}

export interface Completeness {
  progress: Progress;
  percent: 100 | 66 | 33;
  color: CompletenessColor;
  /** Status after saving: not red goes to approval, red stays incomplete. */
  status: 'OnApprobation' | 'Incomplete';
  message?: string;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

const GREEN = { progress: 'Full', percent: 100, color: 'green', status: 'OnApprobation' } as const;
const YELLOW = { progress: 'Medium', percent: 66, color: 'yellow', status: 'OnApprobation' } as const;
const RED = { progress: 'Incomplete', percent: 33, color: 'red', status: 'Incomplete' } as const;

/** Completeness on save, exactly as spec section 4 gives it for each flow. */
export function propertyCompleteness(input: CompletenessInput): Completeness {
  const has = (k: DetailKey) => filled(input.details[k]);
  const basics = !!input.listPrice && input.listPrice > 0 && filled(input.description);
  if (input.flow === 'builder') {
    const stratum = has(DETAIL_KEYS.stratum) || filled(input.projectStratum);
    const ok =
      basics &&
      BUILDER_REQUIRED_KEYS.every(has) &&
      input.imageCount > BUILDER_MIN_IMAGES_EXCLUSIVE &&
      stratum;
    if (!ok) return { ...RED };
    return has(DETAIL_KEYS.administrationPrice) ? { ...GREEN } : { ...YELLOW };
  }
  const ok = basics && AGENCY_REQUIRED_KEYS.every(has) && input.imageCount >= AGENCY_MIN_IMAGES;
  if (!ok) return { ...RED, message: es.property.agencyIncomplete };
  return AGENCY_OPTIONAL_KEYS.every(has)
    ? { ...GREEN }
    : { ...YELLOW, message: es.property.agencyOptionalMissing };
}

/** Server progress → its completeness percentage (spec section 4: 100, 66, 33). */
export function progressPercent(progress: string | null | undefined): 100 | 66 | 33 {
  if (progress === GREEN.progress) return GREEN.percent;
  if (progress === YELLOW.progress) return YELLOW.percent;
  return RED.percent;
}

/** Server progress → light and tooltip of the list. */
export function progressLight(progress: string | null | undefined): {
  color: CompletenessColor;
  tooltip: string;
} {
  if (progress === 'Full') return { color: 'green', tooltip: es.property.completeTooltip };
  if (progress === 'Medium') return { color: 'yellow', tooltip: es.property.optionalMissingTooltip };
  return { color: 'red', tooltip: es.property.requiredMissingTooltip };
}

/**
 * ProgressStatus on save: 2 at step 3 with parking, rooms, baths and initial payment filled; 1 at step 5 with
 * images; 3 otherwise.
 */
export function progressStatusOnSave(
  step: number,
  details: Partial<Record<string, string | null | undefined>>,
  imageCount: number,
): 1 | 2 | 3 {
  const attrs = [DETAIL_KEYS.parking, DETAIL_KEYS.rooms, DETAIL_KEYS.baths, DETAIL_KEYS.initialPayment].every(
    (k) => filled(details[k]),
  );
  if (step === 3 && attrs) return 2;
  if (step === 5 && imageCount > 0) return 1;
  return 3;
}
