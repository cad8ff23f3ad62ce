import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import Avatar from '@mui/material/Avatar';
import { es } from '@tu360/domain';

/** Logo of a store, builder or agency; a placeholder icon when there is none. */
export function StoreLogo({
  name,
  logo,
  size = 40,
}: {
  name: string;
  logo: string | null | undefined;
  size?: number;
}) {
  return (
    <Avatar
      src={logo ?? undefined}
      alt={logo ? es.shell.storeLogo(name) : ''}
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: 'grey.100',
        color: 'primary.main',
        border: 1,
        borderColor: 'divider',
      }}
      slotProps={{ img: { style: { objectFit: 'contain' } } }}
    >
      <ApartmentRounded aria-hidden sx={{ fontSize: size * 0.6 }} />
    </Avatar>
  );
}
