import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import { CATEGORY_BY_TYPE, type Category, es, propertyStatusLabel, SKU_STATUS_FILTERS } from '@tu360/domain';
import { NATIVE_SELECT } from '../../../components/ui/native-select.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

const U = es.pricesUi;
/** Synchronized is the same as Published: not offered twice (as on the properties list). */
const STATUSES = SKU_STATUS_FILTERS.filter((s) => s !== 'Synchronized');
type StatusFilter = (typeof SKU_STATUS_FILTERS)[number];
/** The categories with their Spanish names (Casa, Apartamento, Apartaestudio). */
export const CATEGORY_OPTIONS = Object.entries(CATEGORY_BY_TYPE).map(([label, value]) => ({ value, label }));
export const categoryLabel = (c: string | null | undefined) =>
  CATEGORY_OPTIONS.find((o) => o.value === c)?.label ?? '';

/** The filters the pricing list offers (the contract's: keyword, status, categories). */
export interface PriceFiltersState {
  keyword: string;
  status: StatusFilter | '';
  categories: Category[];
}

export const EMPTY_PRICE_FILTERS: PriceFiltersState = { keyword: '', status: '', categories: [] };

export interface PriceFiltersProps {
  value: PriceFiltersState;
  onChange: (next: PriceFiltersState) => void;
}

/** Keyword (applied past 2 characters), status and categories, as above the properties list. */
export function PriceFilters({ value, onChange }: PriceFiltersProps) {
  const set = (patch: Partial<PriceFiltersState>) => onChange({ ...value, ...patch });
  const toggle = (c: Category) =>
    set({
      categories: value.categories.includes(c)
        ? value.categories.filter((x) => x !== c)
        : [...value.categories, c],
    });
  return (
    <Box
      role="search"
      aria-label={U.filtersTitle}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}
    >
      <TextField
        label={U.keyword}
        type="search"
        size="small"
        value={value.keyword}
        onChange={(e) => set({ keyword: e.target.value })}
        helperText={U.keywordHint}
        sx={{ flex: '3 1 260px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={U.status}
        size="small"
        value={value.status}
        onChange={(e) => set({ status: STATUSES.find((s) => s === e.target.value) ?? '' })}
        sx={{ flex: '1 1 170px' }}
        slotProps={NATIVE_SELECT}
      >
        <option value="">{U.allStatuses}</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {propertyStatusLabel(s)}
          </option>
        ))}
      </TextField>
      <Box
        component="fieldset"
        sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormLabel component="legend" sx={{ float: 'left', mr: 2, fontWeight: 600 }}>
          {U.categories}
        </FormLabel>
        <FormGroup row>
          {CATEGORY_OPTIONS.map((c) => (
            <FormControlLabel
              key={c.value}
              label={c.label}
              control={
                <Checkbox
                  size="small"
                  checked={value.categories.includes(c.value)}
                  onChange={() => toggle(c.value)}
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <Button onClick={() => onChange(EMPTY_PRICE_FILTERS)} sx={{ alignSelf: 'center' }}>
        {U.clearFilters}
      </Button>
    </Box>
  );
}
