import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { SCGeneralView } from '@clube/contract/configurations';
import { signIn } from '../../../test/sign-in';
import { renderWithProviders } from '../../../test/render';
import { mockRoutes } from '../../../test/fetch-mock';
import { DpoNotice } from '../components/DpoNotice';

const general: SCGeneralView = {
  ClubName: 'Clube Office',
  OfficeUrl: null,
  MarketplaceUrl: null,
  SupportEmail: null,
  SupportPhone: null,
  ContractText: 'Contrato.',
  ContractVersion: 1,
  DpoName: 'Dra. Helena Souza',
  DpoContact: 'dpo@clube.com.br',
  Timer: 300000,
};

beforeEach(() => signIn());
afterEach(() => vi.restoreAllMocks());

describe("the office's footer names the 'Encarregado de dados' (docs/privacy.md#dpo)", () => {
  it('shows the name and contact the club set', async () => {
    mockRoutes({ '/api/configurations/getSCGeneral': general });
    renderWithProviders(<DpoNotice />);
    expect(await screen.findByText('Encarregado de dados: Dra. Helena Souza — dpo@clube.com.br')).toBeInTheDocument();
  });
});
