import { useEffect, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import { MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_IMAGE_MB, MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_CONTENT_TYPES, type ProductImage } from '@clube/contract/products';
import { toastError } from '../../../lib/notify';

/** A preview of a chosen file (jsdom has no object URLs: the name alone then). */
function useObjectUrl(file: File) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

function Thumb({ src, name, onRemove, removeLabel, disabled }: { src?: string; name: string; onRemove: () => void; removeLabel: string; disabled?: boolean }) {
  return (
    <Paper withBorder p={4} radius="sm" pos="relative">
      {src ? <Image src={src} alt={name} h={96} fit="contain" /> : <Text size="xs">{name}</Text>}
      <Group justify="space-between" gap={4} wrap="nowrap" mt={4}>
        <Text size="xs" truncate="end" title={name}>
          {name}
        </Text>
        <ActionIcon size="sm" variant="subtle" color="red" aria-label={removeLabel} onClick={onRemove} disabled={disabled}>
          <IconTrash size={14} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

function NewThumb({ file, index, onRemove, disabled }: { file: File; index: number; onRemove: () => void; disabled?: boolean }) {
  return <Thumb src={useObjectUrl(file)} name={file.name} onRemove={onRemove} removeLabel={`Remover imagem nova ${index + 1}`} disabled={disabled} />;
}

export interface ProductImagesFieldProps {
  /** The images the product keeps (edit); each can be deleted on its own. */
  existing: readonly ProductImage[];
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  onDeleteExisting?: (image: ProductImage) => void;
  deletingId?: number | null;
  disabled?: boolean;
}

/**
 * The product's images: those it keeps and the new ones sent with the form, at most 5 in all
 * ('Máximo de imagens atingido.'). A file that is not an image of the accepted kinds, or larger
 * than 5 MB, is refused here too (the API checks the bytes again).
 */
export function ProductImagesField({ existing, files, onFilesChange, onDeleteExisting, deletingId, disabled }: ProductImagesFieldProps) {
  const room = MAX_PRODUCT_IMAGES - existing.length - files.length;

  const add = (picked: File[]) => {
    const accepted: File[] = [];
    for (const file of picked) {
      if (!(PRODUCT_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
        toastError(messages.productImageInvalid);
        continue;
      }
      if (file.size > MAX_PRODUCT_IMAGE_BYTES) {
        toastError(messages.productImageTooLarge(MAX_PRODUCT_IMAGE_MB));
        continue;
      }
      accepted.push(file);
    }
    if (accepted.length > room) toastError(messages.productMaxImages);
    const kept = accepted.slice(0, Math.max(0, room));
    if (kept.length) onFilesChange([...files, ...kept]);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>
          Imagens ({existing.length + files.length}/{MAX_PRODUCT_IMAGES})
        </Text>
        <FileButton
          onChange={(picked) => add(picked)}
          accept={PRODUCT_IMAGE_CONTENT_TYPES.join(',')}
          multiple
          disabled={disabled}
          inputProps={{ 'aria-label': 'Adicionar Imagens' }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconPhotoPlus size={14} />}
              disabled={disabled}
              // A full product says so instead of opening the file chooser.
              onClick={room <= 0 ? () => toastError(messages.productMaxImages) : props.onClick}
            >
              Adicionar Imagens
            </Button>
          )}
        </FileButton>
      </Group>
      {existing.length + files.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma imagem adicionada.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {existing.map((img) => (
            <Thumb
              key={`saved-${img.Id}`}
              src={img.StoredFile.FullUrl}
              name={img.StoredFile.OriginalFileName}
              onRemove={() => onDeleteExisting?.(img)}
              removeLabel={`Excluir imagem ${img.StoredFile.OriginalFileName}`}
              disabled={disabled || deletingId === img.Id}
            />
          ))}
          {files.map((file, i) => (
            <NewThumb key={`new-${i}-${file.name}`} file={file} index={i} disabled={disabled} onRemove={() => onFilesChange(files.filter((_, j) => j !== i))} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
