import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyStep } from './later-steps.tsx';

const Step = ({ name }: { name: string }) => <p>Paso {name}</p>;

describe('lazyStep', () => {
  it('loads once: an early preload and the step shown later share one load', async () => {
    const load = vi.fn(async () => Step);
    const step = lazyStep(load);
    await step.preload();
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <step.View name="Ubicación" />
      </Suspense>,
    );
    expect(await screen.findByText('Paso Ubicación')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a load that failed, so that showing the step fetches its code again', async () => {
    const load = vi
      .fn<() => Promise<typeof Step>>()
      .mockRejectedValueOnce(new Error('red caída'))
      .mockResolvedValue(Step);
    const step = lazyStep(load);
    await expect(step.preload()).rejects.toThrow('red caída');
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <step.View name="Amenidades" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(await screen.findByText('Paso Amenidades')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
