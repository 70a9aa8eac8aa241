import { Center, Image, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingRing } from '../../../ui/LoadingRing';
import { systemImagesQueryOptions } from '../../configurations';

/** The club's main logo, or a loading ring while the system images load. */
export function SystemLogo() {
  const images = useQuery(systemImagesQueryOptions());
  if (images.isPending) return <LoadingRing />;
  const logo = images.data?.MainLogo?.FullUrl;
  return <Center mb="md">{logo ? <Image src={logo} alt="Logo do Clube" mah={96} w="auto" fit="contain" /> : <Title order={2}>Clube Office</Title>}</Center>;
}
