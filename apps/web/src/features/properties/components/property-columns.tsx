import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import Avatar from '@mui/material/Avatar';
import { es, formatCop, formatDate } from '@tu360/domain';
import type { PropertyItem } from '@tu360/domain/contracts';
import { Link as RouterLink, useLocation } from 'react-router';
import { categoryLabel } from '../../../components/property-filters/categories.ts';
import { CELL } from '../../../components/ui/data-table.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { type FromState, propertyPath } from '../paths.ts';
import { CompletenessLight } from './completeness-light.tsx';
import type { PropertyColumn } from './properties-table.tsx';
import { PropertyStatusCellChip } from './property-status-chip.tsx';

const C = es.propertyUi.columns;

/** The main photo, from its thumbnails (the cell draws it in a 44×36 box); an icon when there is none. */
function PropertyImageCell({ item }: { item: PropertyItem }) {
  const box = { width: 44, height: 36 };
  return (
    <Thumbnail
      src={item.image}
      alt={es.propertyUi.imageOf(item.name)}
      {...box}
      tinted
      fallback={
        <Avatar variant="rounded" sx={{ ...box, bgcolor: 'grey.100', color: 'text.secondary' }}>
          <HomeWorkOutlined titleAccess={es.propertyUi.noImage} />
        </Avatar>
      }
    />
  );
}

// The cells draw plain elements, styled once by the table (CELL): a page has 14 rows of them (issue 10).

export function PropertyNameCell({ item }: { item: PropertyItem }) {
  const { pathname } = useLocation();
  return (
    <div style={{ minWidth: 130 }}>
      <RouterLink
        className={CELL.link}
        to={propertyPath(item.productId)}
        state={{ from: pathname } satisfies FromState}
      >
        {item.name}
      </RouterLink>
      <span className={CELL.sub}>
        {[categoryLabel(item.category), es.propertyUi.refId(item.refId)].filter(Boolean).join(' · ')}
      </span>
    </div>
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
    render: (p) => <div style={{ minWidth: 110 }}>{p.sellerName}</div>,
  },
  /** The project with its builder or agency below it (lists that mix builders). */
  projectAndBuilder: {
    key: 'project',
    label: C.project,
    render: (p) => (
      <div style={{ minWidth: 120 }}>
        {p.sellerName}
        {/* An agency's own store bears its name: said once. */}
        {p.constructorName !== p.sellerName && <span className={CELL.sub}>{p.constructorName}</span>}
      </div>
    ),
  },
  price: {
    key: 'price',
    label: C.price,
    sortField: 'price',
    render: (p) =>
      p.listPrice ? <span style={{ whiteSpace: 'nowrap' }}>{formatCop(p.listPrice)}</span> : '—',
  },
  status: {
    key: 'status',
    label: C.status,
    sortField: 'status',
    // The status and, beside it, the completeness light (its tooltip and accessible name say what it means).
    render: (p) => (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
        <PropertyStatusCellChip status={p.status} />
        <CompletenessLight progress={p.progress} />
      </div>
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
    render: (p) => <div style={{ maxWidth: 360 }}>{p.statusDetail ?? '—'}</div>,
  },
} satisfies Record<string, PropertyColumn>;
