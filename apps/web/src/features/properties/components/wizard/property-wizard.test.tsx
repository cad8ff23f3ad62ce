import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../../test/query-wrapper.tsx';
import { emptyValues } from '../../form-values.ts';
import { PropertyWizard } from './property-wizard.tsx';

// Each field of step 1 counts its draws.
const draws = vi.hoisted(() => ({ fields: 0 }));
vi.mock('./property-field.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./property-field.tsx')>();
  return {
    ...real,
    PropertyField: (props: ComponentProps<typeof real.PropertyField>) => {
      draws.fields++;
      return <real.PropertyField {...props} />;
    },
  };
});

describe('PropertyWizard', () => {
  it("draws step 1's fields once when it opens, though react-hook-form renders the form again after it mounts", () => {
    draws.fields = 0;
    const { wrapper } = queryWrapper();
    render(
      <PropertyWizard
        property={null}
        defaultValues={emptyValues('p-1')}
        flow="builder"
        projects={[{ value: 'p-1', label: 'Torres del Río' }]}
        projectLocked={false}
        readOnly={false}
        step={1}
        onStepChange={() => undefined}
        onSaved={() => undefined}
        onToast={() => undefined}
      />,
      { wrapper },
    );
    expect(screen.getByRole('textbox', { name: /Nombre del inmueble/ })).toBeTruthy();
    // Name, price, score, category, description, the three areas and the builder's four states.
    expect(draws.fields).toBe(12);
    // The stepper (memoized apart) is there, and only the current step can be opened on a new property.
    const steps = screen.getByRole('tablist', { name: 'Pasos del formulario del inmueble' });
    expect(within(steps).getByRole('tab', { name: 'Datos principales' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(within(steps).getByRole('tab', { name: 'Ubicación' }).matches(':disabled')).toBe(true);
  });
});
