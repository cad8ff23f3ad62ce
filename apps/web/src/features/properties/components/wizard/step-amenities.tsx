import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { AMENITIES, es } from '@tu360/domain';
import { Controller } from 'react-hook-form';
import type { StepProps } from './step-main.tsx';

/** Step 4, Amenidades: the 32 SI/NO amenities as labelled switches (on = SI). */
export function StepAmenities({ control, readOnly }: StepProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {es.propertyUi.amenitiesLegend}
      </FormLabel>
      <Grid container spacing={1}>
        {AMENITIES.map((amenity, i) => (
          <Grid key={amenity} size={{ xs: 12, sm: 6, md: 4 }}>
            <Controller
              control={control}
              name={`amenities.${i}`}
              render={({ field }) => (
                <FormControlLabel
                  disabled={readOnly}
                  sx={{ width: '100%', m: 0 }}
                  label={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      {amenity}
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          fontSize: '0.75rem',
                          fontWeight: 700,
                          color: field.value === 'SI' ? 'success.main' : 'text.secondary',
                        }}
                      >
                        {field.value === 'SI' ? es.propertyUi.amenityYes : es.propertyUi.amenityNo}
                      </Box>
                    </Box>
                  }
                  control={
                    <Switch
                      checked={field.value === 'SI'}
                      onChange={(e) => field.onChange(e.target.checked ? 'SI' : 'NO')}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref, 'aria-label': amenity } }}
                    />
                  }
                />
              )}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
