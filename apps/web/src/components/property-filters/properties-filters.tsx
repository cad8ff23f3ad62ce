import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { Theme } from '@mui/material/styles';
import {
  type Category,
  es,
  type Progress,
  parseMoney,
  progressLight,
  propertyStatusLabel,
  SKU_STATUS_FILTERS,
} from '@tu360/domain';
import { useCities, useDepartments } from '../../lib/lookups.ts';
import { Button } from '../ui/button.tsx';
import { checkboxLook } from '../ui/checkbox-look.ts';
import { NATIVE_SELECT } from '../ui/native-select.ts';
import { TextField } from '../ui/text-field.tsx';
import { CATEGORY_OPTIONS } from './categories.ts';

/** Status filter values (Synchronized is the same as Published, so it is not offered twice). */
const STATUSES = SKU_STATUS_FILTERS.filter((s) => s !== 'Synchronized');
type StatusFilter = (typeof SKU_STATUS_FILTERS)[number];
/** Completeness filter values: the light's green, yellow and red (spec section 4). */
export const PROGRESS_FILTERS = ['Full', 'Medium', 'Incomplete'] as const satisfies readonly Progress[];
const F = es.propertyUi.filters;

export interface FiltersState {
  keyword: string;
  /** A SkuStatus of the list, or '' for every status. */
  status: StatusFilter | '';
  /** A completeness (Progress) of the list, or '' for any. */
  progress: Progress | '';
  minPrice: string;
  maxPrice: string;
  categories: Category[];
  departmentId: string;
  cityId: string;
}

export const EMPTY_FILTERS: FiltersState = {
  keyword: '',
  status: '',
  progress: '',
  minPrice: '',
  maxPrice: '',
  categories: [],
  departmentId: '',
  cityId: '',
};

/** A price as typed, when it is one. */
export function priceFilter(value: string): number | undefined {
  const n = parseMoney(value);
  return value.trim() && !Number.isNaN(n) ? n : undefined;
}

export interface PropertiesFiltersProps {
  value: FiltersState;
  onChange: (next: FiltersState) => void;
  /** Hide the status filter (pages that list one status). */
  hideStatus?: boolean;
}

/**
 * The filters' row. The categories are the browser's own fieldset, legend, labels and checkboxes, drawn as MUI's
 * FormLabel and small checkboxes with their labels were (issue 10: MUI's Checkbox, SwitchBase, FormControlLabel and
 * FormGroup were four files and a dozen styled components on the list's first load).
 */
const filtersSx = ({ palette, typography }: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  mb: 2,
  alignItems: 'flex-start',
  '& .filter-choices': {
    border: 0,
    m: 0,
    p: 0,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    flex: '3 1 320px',
    ...typography.body1,
    color: palette.text.primary,
  },
  '& .filter-choices > legend': {
    float: 'left',
    p: 0,
    mr: 2,
    fontWeight: 600,
    color: palette.text.secondary,
  },
  // The choices wrap together, beside the legend or, when they do not fit there, under it.
  '& .filter-choices > div': { display: 'flex', flexWrap: 'wrap' },
  // As MUI's FormControlLabel with a small checkbox: a 37 px target, its box level with the legend's edge.
  '& .filter-choices label': {
    display: 'inline-flex',
    alignItems: 'center',
    ml: '-11px',
    mr: 2,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
  },
  '& .filter-choices input[type=checkbox]': { ...checkboxLook(palette, 15), margin: '11px' },
});

/** Keyword (applied past 2 characters), status, price range, categories, department and city. */
export function PropertiesFilters({ value, onChange, hideStatus }: PropertiesFiltersProps) {
  const departments = useDepartments();
  const cities = useCities(value.departmentId || null);
  const set = (patch: Partial<FiltersState>) => onChange({ ...value, ...patch });
  const toggleCategory = (c: Category) =>
    set({
      categories: value.categories.includes(c)
        ? value.categories.filter((x) => x !== c)
        : [...value.categories, c],
    });

  return (
    <Box role="search" aria-label={F.title} sx={filtersSx}>
      <TextField
        label={F.keyword}
        type="search"
        size="small"
        value={value.keyword}
        onChange={(e) => set({ keyword: e.target.value })}
        helperText={F.keywordHint}
        sx={{ flex: '3 1 280px' }}
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
      {!hideStatus && (
        <TextField
          select
          label={F.status}
          size="small"
          value={value.status}
          onChange={(e) => set({ status: STATUSES.find((s) => s === e.target.value) ?? '' })}
          sx={{ flex: '1 1 170px' }}
          slotProps={NATIVE_SELECT}
        >
          <option value="">{F.allStatuses}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {propertyStatusLabel(s)}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={F.progress}
        size="small"
        value={value.progress}
        onChange={(e) => set({ progress: PROGRESS_FILTERS.find((p) => p === e.target.value) ?? '' })}
        // Not narrower than "Cualquier completitud" (cut off next to the price range at 1366 px): the row wraps.
        sx={{ flex: '1 0 235px' }}
        slotProps={NATIVE_SELECT}
      >
        <option value="">{F.allProgress}</option>
        {PROGRESS_FILTERS.map((p) => (
          <option key={p} value={p}>
            {progressLight(p).tooltip}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, flex: '2 0 290px' }}>
        <TextField
          label={F.minPrice}
          size="small"
          value={value.minPrice}
          onChange={(e) => set({ minPrice: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={F.maxPrice}
          size="small"
          value={value.maxPrice}
          onChange={(e) => set({ maxPrice: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <fieldset className="filter-choices">
        <legend>{F.categories}</legend>
        <div>
          {CATEGORY_OPTIONS.map((c) => (
            <label key={c.value}>
              <input
                type="checkbox"
                checked={value.categories.includes(c.value)}
                onChange={() => toggleCategory(c.value)}
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        select
        label={F.department}
        size="small"
        value={value.departmentId}
        onChange={(e) => set({ departmentId: e.target.value, cityId: '' })}
        sx={{ flex: '1 1 180px' }}
        slotProps={NATIVE_SELECT}
      >
        <option value="">{F.all}</option>
        {(departments.data ?? []).map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: '1 1 260px', maxWidth: 480 }}>
        <TextField
          select
          fullWidth
          label={F.city}
          size="small"
          value={value.cityId}
          disabled={!value.departmentId}
          onChange={(e) => set({ cityId: e.target.value })}
          slotProps={NATIVE_SELECT}
        >
          <option value="">{F.all}</option>
          {(cities.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </TextField>
        <Button onClick={() => onChange(EMPTY_FILTERS)} sx={{ flexShrink: 0 }}>
          {F.clear}
        </Button>
      </Box>
    </Box>
  );
}
