import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { es } from '@tu360/domain';
import { useState } from 'react';

/**
 * The activo/inactivo switch of a builder or agency (platform admins). It moves at once and goes back to the
 * server's state once the change is answered (the new state on success, the old one on failure).
 */
export function BuilderStateSwitch(props: {
  state: boolean;
  disabled: boolean;
  onChange: (state: boolean) => Promise<unknown>;
}) {
  const [sending, setSending] = useState<boolean | null>(null);
  const change = (state: boolean) => {
    setSending(state);
    void props.onChange(state).finally(() => setSending(null));
  };
  return (
    <FormControlLabel
      control={
        <Switch
          checked={sending ?? props.state}
          disabled={props.disabled || sending !== null}
          onChange={(e) => change(e.target.checked)}
        />
      }
      label={es.builder.state}
    />
  );
}
