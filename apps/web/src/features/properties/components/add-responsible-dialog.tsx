import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DETAIL_KEYS, EMPTY_UUID, es, parseMoney, roleLabel } from '@tu360/domain';
import type { PropertyDetail, PropertyResponsibleUser, ResponsibleUserConfig } from '@tu360/domain/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddUserConfig, useBuilderUsers } from '../api/responsible-users.ts';

const R = es.propertyUi.responsible;
/** The three kinds of rule, as the contract names the reason of a responsible user. */
type AssignBy = PropertyResponsibleUser['reason'];

export interface AddResponsibleDialogProps {
  open: boolean;
  property: PropertyDetail;
  onClose: () => void;
  onAdded: (total: number) => void;
}

/** add-user-config: users of the builder made responsible by this property, by its location or by a price range. */
export function AddResponsibleDialog({ open, property, onClose, onAdded }: AddResponsibleDialogProps) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [users, setUsers] = useState<string[]>([]);
  const [by, setBy] = useState<AssignBy>('product');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useBuilderUsers(property.constructorId, keyword, open);
  const add = useAddUserConfig();
  useEffect(() => {
    if (!open) return;
    setUsers([]);
    setBy('product');
    setMin('');
    setMax('');
    setError(null);
    setKeyword('');
  }, [open]);

  const detail = (key: string) => property.detailProducts.find((d) => d.key === key)?.value ?? '';
  const place = [detail(DETAIL_KEYS.municipality), detail(DETAIL_KEYS.department)].filter(Boolean).join(', ');
  const hasLocation = !!property.cityId && property.cityId !== EMPTY_UUID;
  const toggle = (userId: string) =>
    setUsers((all) => (all.includes(userId) ? all.filter((u) => u !== userId) : [...all, userId]));

  const submit = () => {
    if (!users.length) return setError(es.property.responsible.chooseUsers);
    const minPrice = min.trim() ? parseMoney(min) : null;
    const maxPrice = max.trim() ? parseMoney(max) : null;
    if (
      by === 'price' &&
      (Number.isNaN(minPrice) || Number.isNaN(maxPrice) || (minPrice === null && maxPrice === null))
    )
      return setError(es.property.moneyNumeric);
    const config: ResponsibleUserConfig = {
      Users: users,
      SellerId: property.sellerId,
      AssignType: 'Product',
      IsSetLocation: by === 'location',
      Locations:
        by === 'location'
          ? [{ CityId: property.cityId ?? EMPTY_UUID, DepartmentId: property.departmentId ?? EMPTY_UUID }]
          : [],
      IsSetSpecificProduct: by === 'product',
      SkuIds: by === 'product' ? [property.productId] : [],
      MinPrice: by === 'price' ? minPrice : null,
      MaxPrice: by === 'price' ? maxPrice : null,
    };
    add.mutate(config, {
      onSuccess: (answer) => onAdded(answer.total),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{R.addTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={R.searchUsers}
          type="search"
          size="small"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          sx={{ mt: 1 }}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{R.users}</FormLabel>
          <FormGroup>
            {(list.data?.data ?? []).map((u) => (
              <FormControlLabel
                key={u.id}
                control={<Checkbox checked={users.includes(u.id)} onChange={() => toggle(u.id)} />}
                label={`${u.givenName} ${u.lastName} · ${u.roles.map(roleLabel).join(', ')}`}
              />
            ))}
          </FormGroup>
          {list.data?.data.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{R.noUsers}</Typography>
          )}
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend" id={`${id}-by`}>
            {R.assignBy}
          </FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-by`}
            value={by}
            onChange={(e) => setBy(e.target.value as AssignBy)}
          >
            <FormControlLabel value="product" control={<Radio />} label={R.byProduct} />
            <FormControlLabel
              value="location"
              control={<Radio />}
              label={R.byLocation}
              disabled={!hasLocation}
            />
            <FormControlLabel value="price" control={<Radio />} label={R.byPrice} />
          </RadioGroup>
          {by === 'location' && <Typography variant="body2">{R.locationText(place)}</Typography>}
          {!hasLocation && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {R.noLocation}
            </Typography>
          )}
          {by === 'price' && (
            <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
              <TextField
                size="small"
                label={R.minPrice}
                value={min}
                onChange={(e) => setMin(e.target.value)}
              />
              <TextField
                size="small"
                label={R.maxPrice}
                value={max}
                onChange={(e) => setMax(e.target.value)}
              />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{es.common.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending}>
          {R.add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
