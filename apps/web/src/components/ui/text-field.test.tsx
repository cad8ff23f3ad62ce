import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';

describe("the portal's TextField (MUI's without its Select)", () => {
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
    expect(label.getAttribute('data-shrink')).toBe('true');
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
    expect(screen.getByText('$').closest('.MuiInputBase-root')).toBe(
      screen.getByRole('textbox', { name: 'Precio' }).closest('.MuiInputBase-root'),
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
});
