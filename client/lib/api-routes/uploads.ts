import type { UploadDto } from '@common/uploads';
import { send } from '@/lib/api-routes/route';

/** A file (multipart field 'file'): answers the address it is served at. */
export const uploadsApi = { upload: send<FormData, UploadDto>('POST', '/api/upload') };
