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
