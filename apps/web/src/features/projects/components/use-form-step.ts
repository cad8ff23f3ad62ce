import { useState } from 'react';

/** The approval form's step: starts at 1 and moves one step up or down (spec sections 3 and 4). */
export function useFormStep(total: number) {
  const [formStep, setFormStep] = useState(1);
  return {
    formStep,
    next: () => setFormStep((s) => Math.min(total, s + 1)),
    previous: () => setFormStep((s) => Math.max(1, s - 1)),
  };
}
