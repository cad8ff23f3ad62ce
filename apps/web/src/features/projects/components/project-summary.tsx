import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { ProjectDetail } from '@tu360/domain/contracts';
import { useCities, useDepartments } from '../../../lib/lookups.ts';

const F = es.project.fields;

/** Step 1 of the review: the project's general data, read-only. */
export function ProjectSummary({ project: p }: { project: ProjectDetail }) {
  const departments = useDepartments();
  const cities = useCities(p.departmentId);
  const detail = (key: string) => p.detailSellers.find((d) => d.key === key)?.value;
  const rows: [string, string | null | undefined][] = [
    [es.project.builder, p.constructorName],
    [F.businessName, p.businessName],
    [F.name, p.name],
    [F.email, p.email],
    [F.address, p.address],
    [es.location.department, departments.data?.find((d) => d.id === p.departmentId)?.name],
    [es.location.city, cities.data?.find((c) => c.id === p.cityId)?.name],
    [F.phone, p.phone],
    [F.whatsAppPhone, p.whatsAppPhone],
    [F.camacolCode, detail('CamacolCode')],
    [F.nit, detail('Nit')],
    [F.certificate, p.certificate?.name ?? es.project.noCertificate],
    [F.rentingAvaliable, p.rentingAvaliable ? 'Sí' : 'No'],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
