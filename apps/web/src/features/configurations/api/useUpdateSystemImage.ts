import { updateSystemImage, type SystemImageKind } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { configurationsKeys } from './queryKeys';
import { useGroupUpdate } from './useGroupUpdate';

/** Uploads the favicon or the main logo (multipart: Kind and File); every screen's logo follows the cached answer. */
export const useUpdateSystemImage = () =>
  useGroupUpdate(configurationsKeys.systemImages, ({ kind, file }: { kind: SystemImageKind; file: File }) => {
    const form = new FormData();
    form.append('Kind', kind);
    form.append('File', file);
    return call(updateSystemImage, { form });
  });
