import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePropertyToast } from '../../features/properties/components/use-property-toast.tsx';
import { savedToast } from '../../features/properties/components/wizard/use-save-step.ts';
import { Toast, type ToastMessage, useToast } from './toast.tsx';

// Spec section 9: "Toast auto-close: default 20000 ms, property save 10000 ms".
const DEFAULT_MS = 20_000;
const PROPERTY_SAVE_MS = 10_000;

const plain: ToastMessage = { severity: 'success', title: 'Proyecto creado' };

function Shows({ toast, property = false }: { toast: ToastMessage; property?: boolean }) {
  const local = useToast();
  const page = usePropertyToast();
  const t = property ? page : local;
  return (
    <>
      <button type="button" onClick={() => t.show(toast)}>
        mostrar
      </button>
      {t.element}
    </>
  );
}

describe('toasts close by themselves (spec sections 8 and 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('a toast closes after 20 s by default, not before', () => {
    const onClose = vi.fn();
    render(<Toast toast={plain} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Proyecto creado');
    act(() => vi.advanceTimersByTime(DEFAULT_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the property save toast says the spec texts and closes after 10 s', () => {
    const onClose = vi.fn();
    render(<Toast toast={savedToast} onClose={onClose} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Cambios guardados');
    expect(alert.textContent).toContain(
      'Recuerda que debes completar todos los cambios obligatorios para que el inmueble sea publicado en Tu360Inmobiliario.',
    );
    act(() => vi.advanceTimersByTime(PROPERTY_SAVE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('useToast: shown on demand, gone 20 s later', () => {
    render(<Shows toast={plain} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'mostrar' }));
    expect(screen.getByRole('alert').textContent).toContain('Proyecto creado');
    act(() => vi.advanceTimersByTime(DEFAULT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(1_000)); // its exit transition
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the property page toast shows after its swap and closes 10 s after it appears', () => {
    render(<Shows toast={savedToast} property />);
    fireEvent.click(screen.getByRole('button', { name: 'mostrar' }));
    // A new toast replaces the one showing after a short swap (60 ms), then counts its own 10 s.
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('alert').textContent).toContain('Cambios guardados');
    act(() => vi.advanceTimersByTime(PROPERTY_SAVE_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(1_000)); // its exit transition
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
