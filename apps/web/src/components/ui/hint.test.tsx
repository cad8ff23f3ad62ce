import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Hint } from './hint.tsx';

describe('Hint', () => {
  it('renders the control alone until someone points at it, then shows the tooltip and hides it on leaving', async () => {
    const onMouseEnter = vi.fn();
    render(
      <Hint title="Proceso completo">
        <button type="button" aria-label="Luz verde" onMouseEnter={onMouseEnter}>
          ●
        </button>
      </Hint>,
    );
    const control = screen.getByRole('button', { name: 'Luz verde' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(control);
    // The control's own handler still runs.
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Proceso completo');
    // Its accessible name stays its own.
    expect(screen.getByRole('button', { name: 'Luz verde' })).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Luz verde' }));
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens on keyboard focus too', async () => {
    render(
      <Hint title="Editar">
        <button type="button" aria-label="Editar Torres del Río">
          ✎
        </button>
      </Hint>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Editar Torres del Río' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Editar');
  });

  it('never replaces the control: the element pointed at or focused is the same one once the hint shows', async () => {
    const onClick = vi.fn();
    render(
      <Hint title="Aprobar" describeChild>
        <button type="button" aria-label="Aprobar Apto 101" onClick={onClick}>
          ✓
        </button>
      </Hint>,
    );
    const control = screen.getByRole('button', { name: 'Aprobar Apto 101' });
    control.focus();
    fireEvent.mouseEnter(control);
    const tooltip = await screen.findByRole('tooltip');
    // The same node, still focused: a click that started before the hint loaded lands on it.
    expect(screen.getByRole('button', { name: 'Aprobar Apto 101' })).toBe(control);
    expect(document.activeElement).toBe(control);
    fireEvent.click(control);
    expect(onClick).toHaveBeenCalledTimes(1);
    // describeChild: the hint describes the control while shown.
    expect(control.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('Escape hides the hint without moving the pointer or the focus', async () => {
    render(
      <Hint title="Mover arriba">
        <button type="button" aria-label="Mover arriba imagen 2">
          ↑
        </button>
      </Hint>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Mover arriba imagen 2' }));
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('with no title, is only the control', () => {
    render(
      <Hint title="">
        <button type="button">Inicio</button>
      </Hint>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Inicio' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
