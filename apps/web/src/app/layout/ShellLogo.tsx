import { useQuery } from '@tanstack/react-query';
import { systemImagesQueryOptions } from '../../features/configurations';

/** The club's main logo from the system images, when one was uploaded. */
export function ShellLogo() {
  const { data } = useQuery({ ...systemImagesQueryOptions(), meta: { silent: true } });
  const url = data?.MainLogo?.FullUrl;
  return url ? <img src={url} alt="Logo" /> : null;
}
