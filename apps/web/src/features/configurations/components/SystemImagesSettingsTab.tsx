import { useEffect, useState } from 'react';
import { Button, Center, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { MAX_SYSTEM_IMAGE_BYTES, MAX_SYSTEM_IMAGE_MB, SYSTEM_IMAGE_FORMATS, SYSTEM_IMAGE_KINDS, type SystemImageKind } from '@clube/contract/configurations';
import { toastError } from '../../../lib/notify';
import { LoadingRing } from '../../../ui/LoadingRing';
import { systemImagesQueryOptions } from '../api/systemImagesQueryOptions';
import { AuditTimeline } from '../../admin';
import { useUpdateSystemImage } from '../api/useUpdateSystemImage';
import { systemImageTarget } from '../lib/auditTargets';

const kindLabels: Record<SystemImageKind, { title: string; hint: string }> = {
  MainLogo: { title: 'Logo principal', hint: 'Mostrado no login e na barra lateral.' },
  Favicon: { title: 'Favicon', hint: 'O ícone da aba do navegador.' },
};

/** Some systems give an icon file no type: its name then says what it claims to be (the API checks the bytes). */
const isAcceptedType = (kind: SystemImageKind, file: File) =>
  (SYSTEM_IMAGE_FORMATS[kind].contentTypes as readonly string[]).includes(file.type) || (kind === 'Favicon' && file.type === '' && /\.ico$/i.test(file.name));

/** A preview of a chosen file (jsdom has no object URLs: no preview then). */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(undefined);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

function SystemImageCard({ kind, currentUrl }: { kind: SystemImageKind; currentUrl: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const update = useUpdateSystemImage();
  const { title, hint } = kindLabels[kind];

  const choose = (picked: File | null) => {
    if (!picked) return;
    if (!isAcceptedType(kind, picked)) return toastError(messages.systemImageInvalid(SYSTEM_IMAGE_FORMATS[kind].label));
    if (picked.size > MAX_SYSTEM_IMAGE_BYTES) return toastError(messages.systemImageTooLarge(MAX_SYSTEM_IMAGE_MB));
    setFile(picked);
  };
  const shown = preview ?? currentUrl;

  return (
    <Paper withBorder p="lg" radius="md" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={5}>{title}</Title>
          <Text size="xs" c="dimmed">
            {hint} {SYSTEM_IMAGE_FORMATS[kind].label}, até {MAX_SYSTEM_IMAGE_MB} MB.
          </Text>
        </div>
        <Center h={120} bg="gray.0" style={{ borderRadius: 8 }}>
          {shown ? (
            <Image src={shown} alt={file ? `${title}: prévia` : `${title} atual`} mah={110} maw="100%" fit="contain" />
          ) : (
            <Text c="dimmed">Nenhuma imagem</Text>
          )}
        </Center>
        {file && (
          <Text size="xs" truncate="end">
            Escolhida: {file.name}
          </Text>
        )}
        <Group>
          <FileButton
            onChange={choose}
            accept={SYSTEM_IMAGE_FORMATS[kind].contentTypes.join(',')}
            disabled={update.isPending}
            inputProps={{ 'aria-label': `Escolher ${title}` }}
          >
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />}>
                Escolher imagem
              </Button>
            )}
          </FileButton>
          <Button disabled={!file} loading={update.isPending} onClick={() => file && update.mutate({ kind, file }, { onSuccess: () => setFile(null) })}>
            Enviar {title.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Imagens: the favicon and the main logo, each with its preview and its history (`systemImage:<Kind>`). */
export function SystemImagesSettingsTab() {
  const images = useQuery({ ...systemImagesQueryOptions(), staleTime: 0 });
  if (!images.data) return <LoadingRing />;
  return (
    <Stack gap="lg" pt="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SYSTEM_IMAGE_KINDS.map((kind) => (
          <SystemImageCard key={kind} kind={kind} currentUrl={images.data[kind]?.FullUrl ?? null} />
        ))}
      </SimpleGrid>
      {SYSTEM_IMAGE_KINDS.map((kind) => (
        <AuditTimeline key={kind} target={systemImageTarget(kind)} title={`Histórico: ${kindLabels[kind].title}`} />
      ))}
    </Stack>
  );
}
