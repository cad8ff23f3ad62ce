import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import InputAdornment from '@mui/material/InputAdornment';
import { es } from '@tu360/domain';
import { useState } from 'react';
import { IconButton } from './icon-button.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** Password input with a visible label and a show/hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'slotProps' | 'select'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? es.password.hide : es.password.show}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
