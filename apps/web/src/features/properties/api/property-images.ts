import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyImage } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';
import { invalidateProperties } from './keys.ts';

interface Target {
  refId: string;
  sellerId: string;
}

/** POST product/api/v5/create-images-product?refId (multipart Image files, SellerId) → the image list. */
export function uploadPropertyImages({ refId, sellerId, files }: Target & { files: File[] }) {
  const form = new FormData();
  for (const file of files) form.append('Image', file);
  form.append('SellerId', sellerId);
  return call('POST /product/api/v5/create-images-product', { query: { refId }, form });
}

/** DELETE product/api/v1/delete-image-product?imageId&RefId → the image list. */
export function deletePropertyImage({ refId, imageId }: { refId: string; imageId: string }) {
  return call('DELETE /product/api/v1/delete-image-product', { query: { imageId, RefId: refId } });
}

/** PUT product/api/product-massive/v2/product-image-order: order, main image, label and text of every image. */
export function orderPropertyImages({ refId, images }: { refId: string; images: PropertyImage[] }) {
  return call('PUT /product/api/product-massive/v2/product-image-order', {
    json: {
      RefId: refId,
      images: images.map((img, i) => ({
        id: img.id,
        order: i,
        isMain: img.isMain,
        label: img.label ?? '',
        text: img.text ?? '',
      })),
    },
  });
}

function useImageMutation<T>(fn: (input: T) => Promise<PropertyImage[]>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateProperties(qc) });
}

export const useUploadPropertyImages = () => useImageMutation(uploadPropertyImages);
export const useDeletePropertyImage = () => useImageMutation(deletePropertyImage);
export const useOrderPropertyImages = () => useImageMutation(orderPropertyImages);
