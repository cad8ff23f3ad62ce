import Box from '@mui/material/Box';
import { es } from '@tu360/domain';
import type { ProjectDetail } from '@tu360/domain/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ImageField } from '../../../components/ui/image-field.tsx';
import type { ToastMessage } from '../../../components/ui/toast.tsx';
import { firstListMessage } from '../../../lib/api-client.ts';
import { useUploadProjectLogoBanner } from '../api/upload-project-logo-banner.ts';

export interface ProjectLogoBannerProps {
  project: ProjectDetail;
  canWrite: boolean;
  onToast: (toast: ToastMessage) => void;
  onError: (title: string, text: string) => void;
}

/** Logo and banner of a project with their previews; only newly chosen files are sent. */
export function ProjectLogoBanner({ project, canWrite, onToast, onError }: ProjectLogoBannerProps) {
  const [logo, setLogo] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const upload = useUploadProjectLogoBanner();
  const save = () =>
    upload.mutate(
      { sellerId: project.id, files: { logo, banner } },
      {
        onSuccess: () => {
          setLogo(null);
          setBanner(null);
          onToast({
            severity: 'success',
            title: es.project.mediaSavedTitle,
            text: es.project.mediaSavedText,
          });
        },
        onError: (e) => onError(es.images.uploadErrorTitle, firstListMessage(e)),
      },
    );

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '200px 1fr' } }}>
        <ImageField
          label={es.project.fields.logo}
          current={project.logo}
          file={logo}
          onChange={setLogo}
          disabled={!canWrite}
        />
        <ImageField
          label={es.project.fields.banner}
          current={project.banner}
          file={banner}
          onChange={setBanner}
          disabled={!canWrite}
          wide
        />
      </Box>
      {canWrite && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={save} disabled={(!logo && !banner) || upload.isPending}>
            {es.project.saveMedia}
          </Button>
        </Box>
      )}
    </Box>
  );
}
