import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconBuildingStore, IconCopy, IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { copyText } from '../../../lib/clipboard';
import { facebookShareUrl, INSTAGRAM_URL, referralLink, referralMessage, whatsAppShareUrl } from '../lib/referral';
import { storeLink, storePath } from '../../store';

async function copy(text: string) {
  if (await copyText(text)) toastSuccess(messages.copied);
}

const openWindow = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/** 'Acesse a Loja' and 'Indique novos Sócios' (copy, Facebook, Instagram, WhatsApp), with the member's public store link. */
export function ShareCards({ username }: { username: string }) {
  const link = referralLink(username);
  const message = referralMessage(link);
  const shop = storeLink(username);

  const shareOnInstagram = async () => {
    await copy(message);
    openWindow(INSTAGRAM_URL);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder p="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {messages.accessShop}
            </Title>
            <Text c="dimmed" size="sm">
              {messages.accessShopText}
            </Text>
          </Stack>
          <Button component={Link} to="/marketplace/shop" leftSection={<IconBuildingStore size={18} />} variant="light">
            Loja
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <IconUsersPlus size={20} />
            <Title order={3} size="h4">
              {messages.referNew}
            </Title>
          </Group>
          <Text c="dimmed" size="sm">
            {messages.referNewText}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" data-testid="referral-link">
            {link}
          </Text>
          <Group gap={6} mt={6}>
            <Tooltip label="Copiar link">
              <ActionIcon variant="light" size="lg" aria-label="Copiar link" onClick={() => void copy(link)}>
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Facebook">
              <ActionIcon variant="light" color="blue" size="lg" aria-label="Compartilhar no Facebook" onClick={() => openWindow(facebookShareUrl(link))}>
                <IconBrandFacebook size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Instagram">
              <ActionIcon variant="light" color="pink" size="lg" aria-label="Compartilhar no Instagram" onClick={() => void shareOnInstagram()}>
                <IconBrandInstagram size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="WhatsApp">
              <ActionIcon variant="light" color="green" size="lg" aria-label="Compartilhar no WhatsApp" onClick={() => openWindow(whatsAppShareUrl(message))}>
                <IconBrandWhatsapp size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Text size="sm" mt="xs">
            Sua loja virtual: clientes compram nela e ficam cadastrados com você.
          </Text>
          <Text size="xs" c="dimmed" truncate="end" data-testid="store-link">
            {shop}
          </Text>
          <Group gap={6}>
            <Tooltip label="Copiar link da loja">
              <ActionIcon variant="light" size="lg" aria-label="Copiar link da loja" onClick={() => void copy(shop)}>
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Button component={Link} to={storePath(username)} variant="light" size="xs" leftSection={<IconBuildingStore size={16} />}>
              Abrir minha loja
            </Button>
          </Group>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
