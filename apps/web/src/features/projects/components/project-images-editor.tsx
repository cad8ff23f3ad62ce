import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { ProjectDetail, ProjectImage } from '@tu360/domain/contracts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ImageBatchUpload } from '../../../components/ui/image-batch-upload.tsx';
import type { ToastMessage } from '../../../components/ui/toast.tsx';
import { firstListMessage } from '../../../lib/api-client.ts';
import { useDeleteProjectImage } from '../api/delete-project-image.ts';
import { type ImageInput, useSaveProjectImages } from '../api/save-project-image.ts';
import { ProjectImageItem } from './project-image-item.tsx';

const T = es.project.images;

export interface ProjectImagesEditorProps {
  project: ProjectDetail;
  canWrite: boolean;
  onToast: (toast: ToastMessage) => void;
  onError: (title: string, text: string) => void;
}

/** The ordered images of a project: add, edit label and text, choose the main one, move, delete. */
export function ProjectImagesEditor({ project, canWrite, onToast, onError }: ProjectImagesEditorProps) {
  const save = useSaveProjectImages();
  const remove = useDeleteProjectImage();
  const [removing, setRemoving] = useState<ProjectImage | null>(null);
  const images = [...project.images].sort((a, b) => a.order - b.order);
  const pending = save.isPending || remove.isPending;
  // Each new image goes to the end of the list; the next order survives the re-renders of a batch.
  const nextOrder = useRef(0);
  nextOrder.current = Math.max(
    nextOrder.current,
    images.length ? Math.max(...images.map((i) => i.order)) + 1 : 0,
  );
  const addImage = async (file: File) => {
    const order = nextOrder.current;
    nextOrder.current = order + 1;
    // Without a choice the server makes the first image the main one; label and text are edited in the list.
    await save.mutateAsync({ sellerId: project.id, inputs: [{ file, name: file.name, order }] });
  };

  const run = async (inputs: ImageInput[], title: string): Promise<boolean> => {
    try {
      await save.mutateAsync({ sellerId: project.id, inputs });
      onToast({ severity: 'success', title, text: T.doneText });
      return true;
    } catch (e) {
      onError(es.images.uploadErrorTitle, firstListMessage(e));
      return false;
    }
  };
  /** Swaps an image with its neighbour and renumbers the ones whose order changed. */
  const move = (index: number, delta: -1 | 1) => {
    const next = [...images];
    [next[index], next[index + delta]] = [next[index + delta], next[index]];
    const inputs = next.flatMap((img, order) => (img.order === order ? [] : [{ id: img.id, order }]));
    void run(inputs, T.updatedTitle);
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { sellerId: project.id, imageId: removing.id },
      {
        onSuccess: () => onToast({ severity: 'success', title: T.removedTitle, text: T.doneText }),
        onError: (e) => onError(es.images.uploadErrorTitle, firstListMessage(e)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="project-images-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="project-images-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {T.title}
      </Typography>
      {images.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{T.empty}</Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby="project-images-title"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {images.map((image, index) => (
            <ProjectImageItem
              key={`${image.id}-${image.label}-${image.text}`}
              image={image}
              index={index}
              total={images.length}
              canWrite={canWrite}
              pending={pending}
              onSave={(label, text) => void run([{ id: image.id, label, text }], T.updatedTitle)}
              onMakeMain={() => void run([{ id: image.id, isMain: true }], T.updatedTitle)}
              onMove={(delta) => move(index, delta)}
              onRemove={() => setRemoving(image)}
            />
          ))}
        </Box>
      )}
      {canWrite && (
        <Box
          component="section"
          aria-labelledby="image-upload-title"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography id="image-upload-title" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
            {T.addTitle}
          </Typography>
          <ImageBatchUpload
            upload={addImage}
            disabled={remove.isPending}
            onUploaded={(count) =>
              onToast({ severity: 'success', title: es.imageCheck.uploadedTitle(count), text: T.doneText })
            }
          />
        </Box>
      )}
      <ConfirmDialog
        open={!!removing}
        title={T.removeQuestion}
        text={removing?.label ?? undefined}
        confirmLabel={T.remove}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Box>
  );
}
