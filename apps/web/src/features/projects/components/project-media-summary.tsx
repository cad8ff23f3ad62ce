import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { ProjectDetail } from '@tu360/domain/contracts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';

const A = es.project.approvals;

function Picture({
  src,
  label,
  empty,
  wide,
}: {
  src: string | null;
  label: string;
  empty: string;
  wide?: boolean;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {src && wide ? (
        // The banner is drawn as wide as the page: the original, not a thumbnail.
        <Box
          component="img"
          src={src}
          alt={label}
          loading="lazy"
          decoding="async"
          sx={{
            width: '100%',
            aspectRatio: '3 / 1',
            objectFit: 'cover',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : src ? (
        <Thumbnail src={src} alt={label} width={140} height={140} fit="contain" bordered />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      )}
    </Box>
  );
}

/** Step 2 of the review: logo, banner and the ordered images. */
export function ProjectMediaSummary({ project: p }: { project: ProjectDetail }) {
  const images = [...p.images].sort((a, b) => a.order - b.order);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
        <Picture src={p.logo} label={es.project.fields.logo} empty={A.noLogo} />
        <Picture src={p.banner} label={es.project.fields.banner} empty={A.noBanner} wide />
      </Box>
      <Box component="section" aria-labelledby="review-images-title">
        <Typography id="review-images-title" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {es.project.images.title}
        </Typography>
        {images.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{es.project.images.empty}</Typography>
        ) : (
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            }}
          >
            {images.map((img, i) => (
              <Box component="li" key={img.id}>
                {/* Grid cells of 160 px and more: about 260 px on a wide screen, the whole width on a phone. */}
                <Thumbnail
                  src={img.image}
                  alt={img.label || img.text || es.project.images.position(i + 1, images.length)}
                  width={4}
                  height={3}
                  sizes="(min-width: 600px) 260px, 100vw"
                  fluid
                />
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                  <Typography variant="body2">
                    {img.label || es.project.images.position(i + 1, images.length)}
                  </Typography>
                  {img.isMain && <Chip size="small" color="secondary" label={es.project.images.main} />}
                </Box>
                {img.text && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {img.text}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
