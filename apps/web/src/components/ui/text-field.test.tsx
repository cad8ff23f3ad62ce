import CssBaseline from '@mui/material/CssBaseline';
import InputAdornment from '@mui/material/InputAdornment';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { TextField } from './text-field.tsx';

const themed = (children: ReactNode) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    {children}
  </ThemeProvider>
);
const ruleCount = () =>
  [...document.querySelectorAll('style')].reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0);

describe("the portal's TextField (MUI's look, the browser's own elements)", () => {
  it('labels its input, describes it with the helper text and marks it invalid and required', () => {
    render(
      <TextField label="Nombre" required error helperText="Campo obligatorio" value="" onChange={() => {}} />,
    );
    const input = screen.getByRole('textbox', { name: 'Nombre', description: 'Campo obligatorio' });
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a select is a native <select> with its options, labelled, that reports changes', () => {
    const onChange = vi.fn();
    render(
      <TextField label="Estrato" select value="2" onChange={(e) => onChange(e.target.value)}>
        <option value="2">2</option>
        <option value="3">3</option>
      </TextField>,
    );
    const select = screen.getByRole('combobox', { name: 'Estrato' });
    expect(select.tagName).toBe('SELECT');
    fireEvent.change(select, { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it("a select's label floats above it even while its empty placeholder option is chosen", () => {
    render(
      <TextField label="Proyecto" select value="" onChange={() => {}}>
        <option value="">Seleccione un proyecto</option>
        <option value="p-1">Torres del Río</option>
      </TextField>,
    );
    const label = screen.getByText('Proyecto', { selector: 'label' });
    expect(label.parentElement?.classList).toContain('fld-shrink');
    // The outline leaves the gap for the floating label.
    expect(document.querySelector('fieldset legend span')?.textContent).toBe('Proyecto');
  });

  it('a text area, adornments and the html input attributes reach the element', () => {
    render(
      <>
        <TextField label="Descripción" multiline minRows={3} slotProps={{ htmlInput: { maxLength: 500 } }} />
        <TextField label="Precio" slotProps={{ input: { startAdornment: <span>$</span> } }} />
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Descripción' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('maxlength')).toBe('500');
    expect(screen.getByText('$').closest('.fld-box')).toBe(
      screen.getByRole('textbox', { name: 'Precio' }).closest('.fld-box'),
    );
    // A start adornment sits where the label would: the label floats above it.
    expect(screen.getByText('Precio', { selector: 'label' }).parentElement?.classList).toContain(
      'fld-shrink',
    );
  });

  it("a text area is the browser's own, sized by CSS: no hidden copy measured by script (MUI's TextareaAutosize)", () => {
    const { container } = render(
      <>
        <TextField
          label="Nota"
          multiline
          minRows={3}
          slotProps={{ htmlInput: { style: { color: 'red' } } }}
        />
        <TextField label="Clave" multiline />
        <TextField label="Motivo" multiline minRows={2} maxRows={6} />
      </>,
    );
    // One <textarea> per field: TextareaAutosize adds an aria-hidden copy to measure.
    expect(container.querySelectorAll('textarea')).toHaveLength(3);
    const note = screen.getByRole('textbox', { name: 'Nota' });
    expect(note.getAttribute('rows')).toBe('3');
    const style = note.getAttribute('style') ?? '';
    expect(style).toContain('field-sizing: content');
    expect(style).toContain('min-height: 3lh');
    // The caller's style is kept.
    expect(style).toContain('color: red');
    expect(screen.getByRole('textbox', { name: 'Clave' }).getAttribute('rows')).toBe('1');
    expect(screen.getByRole('textbox', { name: 'Motivo' }).getAttribute('style')).toContain(
      'max-height: 6lh',
    );
  });

  it('gives the element to inputRef (react-hook-form focuses it on an error)', () => {
    let element: unknown = null;
    render(
      <TextField
        label="Correo"
        inputRef={(el) => {
          element = el;
        }}
      />,
    );
    expect(element).toBe(screen.getByRole('textbox', { name: 'Correo' }));
  });

  it("floats its label by CSS from the input's own state: every input shows a placeholder, a blank one if none", () => {
    render(
      <>
        <TextField label="Nombre" />
        <TextField label="Correo" placeholder="nombre@empresa.com" />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    // `:placeholder-shown` is what tells CSS that the input is empty (text-field-styles.ts).
    expect(name.getAttribute('placeholder')).toBe(' ');
    expect(screen.getByPlaceholderText('nombre@empresa.com')).toBe(
      screen.getByRole('textbox', { name: 'Correo' }),
    );
    // Nothing in script follows the value: typing renders nothing new, and the field is not told it is filled.
    fireEvent.change(name, { target: { value: 'Torre 1' } });
    expect(name.closest('.fld')?.className).toBe('fld');
  });

  it('an invalid or disabled field says so to its label, outline and helper text through its classes', () => {
    render(
      <>
        <TextField label="Área" error helperText="Debe ser mayor que 0" />
        <TextField label="Municipio" select disabled>
          <option value="">Todos</option>
        </TextField>
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Área' });
    expect(area.closest('.fld')?.classList).toContain('fld-error');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const city = screen.getByRole('combobox', { name: 'Municipio' }) as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    expect(city.getAttribute('aria-invalid')).toBe('false');
    expect(city.closest('.fld')?.classList).toContain('fld-disabled');
  });

  it("a click beside the input, in the field's box, focuses the input (as MUI's)", () => {
    render(
      <TextField
        label="Precio"
        slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Precio' });
    fireEvent.click(input.closest('.fld-box') as HTMLElement);
    expect(document.activeElement).toBe(input);
  });

  it('a required field marks its outline gap with the asterisk, as its label', () => {
    render(<TextField label="Nombre" required />);
    expect(document.querySelector('fieldset legend span')?.textContent).toBe('Nombre\u2009*');
  });

  it('adds no CSS rule per field: inputs, selects, text areas, sizes and states share the ones made once', () => {
    const { rerender } = render(themed(<TextField label="Uno" />));
    const once = ruleCount();
    rerender(
      themed(
        <>
          <TextField label="Uno" />
          {(['small', 'medium'] as const).map((size) => (
            <div key={size}>
              <TextField label="Texto" size={size} required error helperText="Obligatorio" />
              <TextField label="Lista" size={size} select disabled>
                <option value="">Todos</option>
              </TextField>
              <TextField label="Nota" size={size} multiline minRows={2} fullWidth margin="normal" />
              <TextField label="Búsqueda" size={size} type="search" placeholder="Nombre o código" />
            </div>
          ))}
        </>,
      ),
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(screen.getAllByRole('searchbox')).toHaveLength(2);
    expect(ruleCount()).toBe(once);
  });
});
