import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Link as RouterLink } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { Button } from './button.tsx';
import { IconButton } from './icon-button.tsx';

const themed = (children: ReactNode) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <MemoryRouter>{children}</MemoryRouter>
  </ThemeProvider>
);

/** The CSS rules the page holds: emotion's, the baseline's and every component's. */
const ruleCount = () =>
  [...document.querySelectorAll('style')].reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0);

describe('Button: the look of MUI’s Button from classes styled once', () => {
  it.each([
    [{}, 'btn btn-text'],
    [{ variant: 'contained' }, 'btn btn-contained'],
    [{ variant: 'outlined', size: 'small' }, 'btn btn-outlined btn-small'],
    [{ variant: 'contained', size: 'large', fullWidth: true }, 'btn btn-contained btn-large btn-full'],
    [{ variant: 'outlined', color: 'error' }, 'btn btn-outlined btn-error'],
    [{ color: 'inherit', size: 'small' }, 'btn btn-text btn-small btn-inherit'],
  ] as const)('%o draws with the classes %s', (props, classes) => {
    render(themed(<Button {...props}>Guardar</Button>));
    const button = screen.getByRole('button', { name: 'Guardar' });
    for (const c of classes.split(' ')) expect(button.classList).toContain(c);
    expect(button.getAttribute('type')).toBe('button');
  });

  it('adds no CSS rule for a new combination of props: every variant, size, color and state shares the same ones', () => {
    const { rerender } = render(themed(<Button>Uno</Button>));
    const once = ruleCount();
    rerender(
      themed(
        <>
          <Button>Uno</Button>
          {(['text', 'outlined', 'contained'] as const).flatMap((variant) =>
            (['small', 'medium', 'large'] as const).flatMap((size) =>
              (['primary', 'error', 'inherit'] as const).map((color) => (
                <Button
                  key={`${variant}${size}${color}`}
                  variant={variant}
                  size={size}
                  color={color}
                  disabled
                >
                  {variant}
                </Button>
              )),
            ),
          )}
          <IconButton aria-label="Borrar" color="error" size="small" disabled>
            <DeleteOutlineRounded />
          </IconButton>
        </>,
      ),
    );
    expect(screen.getAllByRole('button')).toHaveLength(29);
    // The icon inside the button is the only new style.
    expect(ruleCount() - once).toBeLessThanOrEqual(2);
  });

  it('answers a click, and a disabled one does not', () => {
    const onClick = vi.fn();
    render(
      themed(
        <>
          <Button onClick={onClick}>Activo</Button>
          <Button onClick={onClick} disabled>
            Inactivo
          </Button>
        </>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Activo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Inactivo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Inactivo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is a link with the router, and a submit button in a form', () => {
    render(
      themed(
        <form>
          <Button
            component={RouterLink}
            to="/catalogo/inmuebles/crear"
            variant="contained"
            startIcon={<AddRounded />}
          >
            Crear inmueble
          </Button>
          <Button type="submit">Enviar</Button>
        </form>,
      ),
    );
    const link = screen.getByRole('link', { name: 'Crear inmueble' });
    expect(link.getAttribute('href')).toBe('/catalogo/inmuebles/crear');
    expect(link.classList).toContain('btn-contained');
    expect(link.querySelector('.btn-start > svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar' }).getAttribute('type')).toBe('submit');
  });

  it('puts its icons before and after the text, and keeps its own sx', () => {
    render(
      themed(
        <Button startIcon={<AddRounded />} endIcon={<DeleteOutlineRounded />} sx={{ mt: 2 }}>
          Texto
        </Button>,
      ),
    );
    const button = screen.getByRole('button', { name: 'Texto' });
    expect([...button.children].map((c) => c.className)).toEqual(['btn-start', 'btn-end']);
    expect(getComputedStyle(button).marginTop).toBe('16px');
  });
});

describe('IconButton: round, with its name from aria-label', () => {
  it.each([
    [{}, 'ibtn ibtn-medium'],
    [{ size: 'small', color: 'error' }, 'ibtn ibtn-small ibtn-error'],
    [{ edge: 'end', color: 'inherit' }, 'ibtn ibtn-medium ibtn-inherit ibtn-end'],
  ] as const)('%o draws with the classes %s', (props, classes) => {
    const onClick = vi.fn();
    render(
      themed(
        <IconButton aria-label="Eliminar" onClick={onClick} {...props}>
          <DeleteOutlineRounded aria-hidden />
        </IconButton>,
      ),
    );
    const button = screen.getByRole('button', { name: 'Eliminar' });
    for (const c of classes.split(' ')) expect(button.classList).toContain(c);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
