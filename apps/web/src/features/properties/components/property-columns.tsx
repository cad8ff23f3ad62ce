import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { es, formatCop, formatDate } from '@tu360/domain';
import type { PropertyItem } from '@tu360/domain/contracts';
import { Link as RouterLink, useLocation } from 'react-router';
import { categoryLabel } from '../../../components/property-filters/categories.ts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { type FromState, propertyPath } from '../paths.ts';
import { CompletenessLight } from './completeness-light.tsx';
import type { PropertyColumn } from './properties-table.tsx';
import { PropertyStatusChip } from './property-status-chip.tsx';

const C = es.propertyUi.columns;

/** The main photo, from its thumbnails (the cell draws it in a 44×36 box); an icon when there is none. */
function PropertyImageCell({ item }: { item: PropertyItem }) {
  const box = { width: 44, height: 36 };
  return (
    <Thumbnail
      src={item.image}
      alt={es.propertyUi.imageOf(item.name)}
      {...box}
      sx={{ borderRadius: 1, bgcolor: 'grey.100' }}
      fallback={
        <Avatar variant="rounded" sx={{ ...box, bgcolor: 'grey.100', color: 'text.secondary' }}>
          <HomeWorkOutlined titleAccess={es.propertyUi.noImage} />
        </Avatar>
      }
    />
  );
}

export function PropertyNameCell({ item }: { item: PropertyItem }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minWidth: 130 }}>
      <Link
        component={RouterLink}
        to={propertyPath(item.productId)}
        state={{ from: pathname } satisfies FromState}
        sx={{ fontWeight: 600 }}
      >
        {item.name}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[categoryLabel(item.category), es.propertyUi.refId(item.refId)].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/** The columns every property table shares. */
export const propertyColumns = {
  image: { key: 'image', label: C.image, render: (p) => <PropertyImageCell item={p} />, width: 56 },
  name: {
    key: 'name',
    label: C.name,
    sortField: 'name',
    rowHeader: true,
    render: (p) => <PropertyNameCell item={p} />,
  },
  project: {
    key: 'project',
    label: C.project,
    render: (p) => <Box sx={{ minWidth: 110 }}>{p.sellerName}</Box>,
  },
  /** The project with its builder or agency below it (lists that mix builders). */
  projectAndBuilder: {
    key: 'project',
    label: C.project,
    render: (p) => (
      <Box sx={{ minWidth: 120 }}>
        {p.sellerName}
        {/* An agency's own store bears its name: said once. */}
        {p.constructorName !== p.sellerName && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {p.constructorName}
          </Typography>
        )}
      </Box>
    ),
  },
  price: {
    key: 'price',
    label: C.price,
    sortField: 'price',
    render: (p) => (p.listPrice ? <Box sx={{ whiteSpace: 'nowrap' }}>{formatCop(p.listPrice)}</Box> : '—'),
  },
  status: {
    key: 'status',
    label: C.status,
    sortField: 'status',
    // The status and, beside it, the completeness light (its tooltip and accessible name say what it means).
    render: (p) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
        <PropertyStatusChip status={p.status} />
        <CompletenessLight progress={p.progress} />
      </Box>
    ),
  },
  updatedAt: {
    key: 'updatedAt',
    label: C.updatedAt,
    sortField: 'updatedAt',
    render: (p) => formatDate(p.updatedAt),
  },
  reason: {
    key: 'reason',
    label: C.reason,
    render: (p) => (
      <Typography variant="body2" sx={{ maxWidth: 360 }}>
        {p.statusDetail ?? '—'}
      </Typography>
    ),
  },
} satisfies Record<string, PropertyColumn>;
