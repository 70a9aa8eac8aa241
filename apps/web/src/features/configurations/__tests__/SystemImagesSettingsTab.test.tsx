import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import { signIn } from '../../../test/sign-in';
import { renderWithProviders } from '../../../test/render';
import { mockRoutes } from '../../../test/fetch-mock';
import { SystemImagesSettingsTab } from '../components/SystemImagesSettingsTab';

const IMAGES = '/api/configurations/pagesDesign/getSystemImages';
const UPLOAD = '/api/configurations/pagesDesign/updateSystemImage';
const TIMELINE = '/api/admin/audit/getTimeline';

beforeEach(() => signIn(STAFF_ROLE_IDS.Owner));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Imagens: what each image may be (docs/security.md, "Uploads")', () => {
  it('says and offers ICO or PNG for the favicon, PNG, JPEG or WebP for the logo; never SVG', async () => {
    mockRoutes({ [IMAGES]: { Favicon: null, MainLogo: null }, [TIMELINE]: [] });
    renderWithProviders(<SystemImagesSettingsTab />);
    expect(await screen.findByText(/ICO ou PNG, até 2 MB\./)).toBeInTheDocument();
    expect(screen.getByText(/PNG, JPEG ou WebP, até 2 MB\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Escolher Favicon')).toHaveAttribute('accept', 'image/x-icon,image/vnd.microsoft.icon,image/png');
    expect(screen.getByLabelText('Escolher Logo principal')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    expect(document.body.innerHTML).not.toMatch(/svg\+xml|SVG/);
  });

  it('an SVG chosen as favicon is refused on the spot with the message the API would give; nothing is sent', async () => {
    const { calls } = mockRoutes({ [IMAGES]: { Favicon: null, MainLogo: null }, [TIMELINE]: [] });
    renderWithProviders(<SystemImagesSettingsTab />);
    const input = await screen.findByLabelText('Escolher Favicon');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'favicon.svg', { type: 'image/svg+xml' });
    await userEvent.setup({ applyAccept: false }).upload(input, svg);
    expect(await screen.findByText('Arquivo de imagem inválido: envie uma imagem ICO ou PNG.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar favicon' })).toBeDisabled();
    expect(calls.some((c) => c.url.includes(UPLOAD))).toBe(false);
  });
});
