import { ROUTES } from '@tu360/domain';

export const certificatePath = (id: string) => ROUTES.certificateEdit.replace(':id', id);
