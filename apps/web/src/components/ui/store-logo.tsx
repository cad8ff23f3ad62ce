import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import Avatar from '@mui/material/Avatar';
import { es } from '@tu360/domain';
import { Thumbnail } from './thumbnail.tsx';

/** Logo of a store, builder or agency, from its thumbnails; a placeholder icon when there is none. */
export function StoreLogo({
  name,
  logo,
  size = 40,
}: {
  name: string;
  logo: string | null | undefined;
  size?: number;
}) {
  const frame = {
    bgcolor: 'grey.100',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
  };
  return (
    <Thumbnail
      src={logo}
      alt={es.shell.storeLogo(name)}
      width={size}
      height={size}
      fit="contain"
      tinted
      bordered
      fallback={
        <Avatar variant="rounded" sx={{ ...frame, width: size, height: size, color: 'primary.main' }}>
          <ApartmentRounded aria-hidden sx={{ fontSize: size * 0.6 }} />
        </Avatar>
      }
    />
  );
}
