import type { PropertyStep } from '@tu360/domain';
import { type ComponentType, lazy, memo } from 'react';
import type { StepImagesProps } from './step-images.tsx';
import type { StepProps } from './step-main.tsx';

/**
 * A step whose code loads the first time it is shown, or earlier through `preload`; a load that failed is
 * forgotten, so that the next one fetches again.
 */
export function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // Memoized like step 1 (step-main.tsx): the form's root renders again right after it mounts.
  return { View: memo(lazy(preload)), preload };
}

/*
 * Steps 2–5 of the wizard (issue 10). The create page only ever shows step 1: its first save opens the property's
 * page. The other steps' code (the location's lookups, the switches of the amenities, the images' upload, list and
 * dialogs) is not part of its first load: 8 files and 11 KB (brotli) fewer. Each step loads when it is shown, and
 * the next one as soon as the current one is being saved, while its answer is on the way.
 */
const location = lazyStep<StepProps>(() => import('./step-location.tsx').then((m) => m.StepLocation));
const characteristics = lazyStep<StepProps>(() =>
  import('./step-characteristics.tsx').then((m) => m.StepCharacteristics),
);
const amenities = lazyStep<StepProps>(() => import('./step-amenities.tsx').then((m) => m.StepAmenities));
const images = lazyStep<StepImagesProps>(() => import('./step-images.tsx').then((m) => m.StepImages));

export const StepLocation = location.View;
export const StepCharacteristics = characteristics.View;
export const StepAmenities = amenities.View;
export const StepImages = images.View;

const PRELOAD: Partial<Record<PropertyStep, () => Promise<unknown>>> = {
  2: location.preload,
  3: characteristics.preload,
  4: amenities.preload,
  5: images.preload,
};

/** Starts loading a step's code now (steps 2–5; step 1 comes with the wizard). A failure waits for the step's own load. */
export function preloadStep(step: number): void {
  PRELOAD[step as PropertyStep]?.().catch(() => undefined);
}
