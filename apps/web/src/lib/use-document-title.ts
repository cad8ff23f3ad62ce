import { es } from '@tu360/domain';
import { useEffect } from 'react';

/** Sets the browser tab title: "<page> · Tu360 Inmobiliario". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${es.common.brand}` : es.common.brand;
  }, [title]);
}
