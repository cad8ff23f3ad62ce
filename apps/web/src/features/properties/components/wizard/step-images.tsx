import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { PropertyImage } from '@tu360/domain/contracts';
import { type RefObject, useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { ImageBatchUpload } from '../../../../components/ui/image-batch-upload.tsx';
import type { ToastMessage } from '../../../../components/ui/toast.tsx';
import { firstListMessage } from '../../../../lib/api-client.ts';
import {
  useDeletePropertyImage,
  useOrderPropertyImages,
  useUploadPropertyImages,
} from '../../api/property-images.ts';
import { ImageList } from './image-list.tsx';
import { PropertyField } from './property-field.tsx';
import type { StepProps } from './step-main.tsx';

const U = es.propertyUi.images;

/** Saves the labels and texts edited on step 5 and answers whether it could; null when nothing is pending. */
export type PendingImageTexts = (() => Promise<boolean>) | null;

export interface StepImagesProps extends StepProps {
  property: { refId: string; sellerId: string; images: PropertyImage[] } | null;
  onToast: (toast: ToastMessage) => void;
  /** Filled while labels or texts are edited and unsaved, so that the wizard saves them with the step. */
  pendingTexts?: RefObject<PendingImageTexts>;
}

/** Step 5, Imágenes y video: upload several images, order them, choose the main one, label them; the video URL. */
export function StepImages({ property, onToast, pendingTexts, ...props }: StepImagesProps) {
  const upload = useUploadPropertyImages();
  const remove = useDeletePropertyImage();
  const order = useOrderPropertyImages();
  const [images, setImages] = useState<PropertyImage[]>(property?.images ?? []);
  const [dirty, setDirty] = useState(false);
  const [removing, setRemoving] = useState<PropertyImage | null>(null);
  const stored = property?.images;
  useEffect(() => {
    setImages(stored ?? []);
    setDirty(false);
  }, [stored]);
  const pending = upload.isPending || remove.isPending || order.isPending;
  const propertyRef = property?.refId;
  useEffect(() => {
    if (!pendingTexts) return;
    pendingTexts.current =
      dirty && propertyRef
        ? async () => {
            try {
              setImages(await order.mutateAsync({ refId: propertyRef, images }));
              setDirty(false);
              return true;
            } catch (e) {
              onToast({ severity: 'error', title: es.images.uploadErrorTitle, text: firstListMessage(e) });
              return false;
            }
          }
        : null;
    return () => {
      pendingTexts.current = null;
    };
  }, [pendingTexts, dirty, propertyRef, images, order, onToast]);
  const fail = (e: unknown) =>
    onToast({ severity: 'error', title: es.images.uploadErrorTitle, text: firstListMessage(e) });

  if (!property)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {es.propertyUi.needsFirstSave}
      </Alert>
    );
  const { refId, sellerId } = property;

  const saveOrder = (next: PropertyImage[]) => {
    setImages(next);
    order.mutate(
      { refId, images: next },
      {
        onSuccess: (list) => {
          setImages(list);
          setDirty(false);
          onToast({ severity: 'success', title: U.updatedTitle, text: U.updatedText });
        },
        onError: fail,
      },
    );
  };
  const move = (i: number, delta: -1 | 1) => {
    const next = [...images];
    [next[i], next[i + delta]] = [next[i + delta], next[i]];
    saveOrder(next);
  };
  const makeMain = (i: number) => saveOrder(images.map((img, k) => ({ ...img, isMain: k === i })));
  const edit = (i: number, patch: Partial<PropertyImage>) => {
    setImages((all) => all.map((img, k) => (k === i ? { ...img, ...patch } : img)));
    setDirty(true);
  };
  // One request per image, right when chosen: a refused file no longer fails the others, nothing waits in a
  // queue that "Guardar" or leaving the step would drop.
  const uploadOne = async (file: File) =>
    setImages(await upload.mutateAsync({ refId, sellerId, files: [file] }));

  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {U.title}{' '}
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          ({U.count(images.length)})
        </Box>
      </Typography>
      {!props.readOnly && (
        <Box sx={{ mb: 3 }}>
          <ImageBatchUpload
            upload={uploadOne}
            chooseLabel={U.choose}
            disabled={remove.isPending || order.isPending}
            onUploaded={(count) =>
              onToast({ severity: 'success', title: U.uploadedTitle, text: U.uploadedText(count) })
            }
          />
        </Box>
      )}
      <ImageList
        images={images}
        readOnly={props.readOnly}
        pending={pending}
        onMove={move}
        onMain={makeMain}
        onEdit={edit}
        onRemove={setRemoving}
      />
      {!props.readOnly && images.length > 0 && (
        <Button
          sx={{ mt: 1.5 }}
          variant="outlined"
          startIcon={<SaveRounded aria-hidden />}
          disabled={!dirty || pending}
          onClick={() => saveOrder(images)}
        >
          {U.saveTexts}
        </Button>
      )}
      <Grid container spacing={2} sx={{ mt: 3 }}>
        <PropertyField {...props} name="videoUrl" maxLength={null} helper={U.videoHint} md={12} />
      </Grid>
      <ConfirmDialog
        open={!!removing}
        title={U.removeQuestion}
        confirmLabel={U.remove}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { refId, imageId: removing.id },
            {
              onSuccess: (list) => {
                setRemoving(null);
                setImages(list);
                onToast({ severity: 'success', title: U.removedTitle });
              },
              onError: (e) => {
                setRemoving(null);
                fail(e);
              },
            },
          );
        }}
      />
    </Box>
  );
}
