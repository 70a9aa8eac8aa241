import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { messages } from '@clube/contract';
import { mockRoutes } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { StoreSignUpForm } from '../components/StoreSignUpForm';

type U = ReturnType<typeof userEvent.setup>;
const field = (label: string) => screen.getByLabelText(label);

function renderForm() {
  const onSubmit = vi.fn();
  const onLogin = vi.fn();
  renderWithProviders(<StoreSignUpForm submitting={false} onSubmit={onSubmit} onLogin={onLogin} />);
  return { onSubmit, onLogin };
}

async function fillAll(u: U) {
  await u.type(field('Nome'), 'Carla Cliente');
  await u.type(field('CPF'), '52998224725');
  await u.type(field('Telefone'), '11987654321');
  await u.type(field('Email'), 'carla@cliente.test');
  await u.type(field('Senha'), 'segredo123');
  await u.type(field('Confirmar Senha'), 'segredo123');
  await u.type(field('CEP'), '01310100');
  await waitFor(() => expect(field('Rua')).toHaveValue('Avenida Paulista'));
  await u.type(field('Número'), '1000');
}

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('StoreSignUpForm', () => {
  it('shows every required message of an empty submit, of the person and of the address, and sends nothing', async () => {
    mockRoutes({});
    const u = userEvent.setup();
    const { onSubmit } = renderForm();
    await u.click(screen.getByRole('button', { name: 'Criar conta' }));
    for (const text of [
      'Nome é obrigatório.',
      'CPF é obrigatório.',
      'Email é obrigatório.',
      'Telefone é obrigatório.',
      'Senha é obrigatória.',
      messages.confirmPasswordRequired,
      'CEP é obrigatório.',
      'Rua é obrigatório.',
      'Número é obrigatório.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(await screen.findByText('Formulário inválido.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('after an empty submit, each message leaves as soon as its field is right, and the second press sends', async () => {
    mockRoutes({ '/api/helpers/zipCode/consultZipCode': { Street: 'Avenida Paulista', Neighborhood: 'Bela Vista', City: 'São Paulo', State: 'SP' } });
    const u = userEvent.setup();
    const { onSubmit } = renderForm();
    await u.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Número é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('CPF é obrigatório.')).toBeInTheDocument();
    // Typed, not yet left: the message goes at once (the finger then finds the button where it was).
    await u.type(field('Número'), '1000');
    await waitFor(() => expect(screen.queryByText('Número é obrigatório.')).not.toBeInTheDocument());
    await u.type(field('CPF'), '52998224725');
    await waitFor(() => expect(screen.queryByText('CPF é obrigatório.')).not.toBeInTheDocument());
    await u.type(field('Nome'), 'Carla Cliente');
    await u.type(field('Telefone'), '11987654321');
    await u.type(field('Email'), 'carla@cliente.test');
    await u.type(field('Senha'), 'segredo123');
    await u.type(field('Confirmar Senha'), 'segredo123');
    await u.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Rua')).toHaveValue('Avenida Paulista'));
    expect(screen.queryByText(/é obrigatóri[oa]\.$/)).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ RegionalId: '52998224725', Address: { Number: '1000', Street: 'Avenida Paulista' } });
  }, 60_000);

  it("a zip the lookup does not know toasts the spec's 'CEP Inválido', and typing it again asks again", async () => {
    const { calls } = mockRoutes({ '/api/helpers/zipCode/consultZipCode': { IsSuccess: false, Message: 'CEP não encontrado.', Data: null } });
    const u = userEvent.setup();
    renderForm();
    await u.type(field('CEP'), '99999999');
    expect(await screen.findByText('CEP Inválido')).toBeInTheDocument();
    await u.type(field('CEP'), '{Backspace}9');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/helpers/zipCode/consultZipCode')).toHaveLength(2));
  });

  it('checks the CPF digits, the e-mail and the password confirmation', async () => {
    mockRoutes({});
    const u = userEvent.setup();
    const { onSubmit } = renderForm();
    await u.type(field('CPF'), '12345678900');
    await u.type(field('Email'), 'sem-arroba');
    await u.type(field('Senha'), 'segredo123');
    await u.type(field('Confirmar Senha'), 'segredo124');
    await u.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CPF Inválido.')).toBeInTheDocument();
    expect(screen.getByText('Email Inválido.')).toBeInTheDocument();
    expect(screen.getByText('Senhas digitadas não batem.')).toBeInTheDocument();
    expect(field('CPF')).toHaveValue('123.456.789-00');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the wire body: digits only, the delivery address, the person type chosen', async () => {
    mockRoutes({ '/api/helpers/zipCode/consultZipCode': { Street: 'Avenida Paulista', Neighborhood: 'Bela Vista', City: 'São Paulo', State: 'SP' } });
    const u = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillAll(u);
    await u.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      Name: 'Carla Cliente',
      Email: 'carla@cliente.test',
      PersonType: 1,
      RegionalId: '52998224725',
      CNPJ: null,
      PhoneOne: '11 98765-4321',
      Password: 'segredo123',
      ConfirmPassword: 'segredo123',
      Address: {
        Name: null,
        ZipCode: '01310100',
        Street: 'Avenida Paulista',
        Number: '1000',
        District: 'Bela Vista',
        City: 'São Paulo',
        State: 'SP',
        Country: 'Brasil',
        Complement: null,
      },
    });
  });

  it('asks a company for its CNPJ instead of a CPF, and offers the login', async () => {
    mockRoutes({ '/api/helpers/zipCode/consultZipCode': { Street: 'Avenida Paulista', Neighborhood: 'Bela Vista', City: 'São Paulo', State: 'SP' } });
    const u = userEvent.setup();
    const { onSubmit, onLogin } = renderForm();
    await u.type(field('CPF'), '5299');
    await u.click(field('Pessoa Jurídica'));
    expect(screen.queryByLabelText('CPF')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CNPJ é obrigatório.')).toBeInTheDocument();
    await u.type(field('CNPJ'), '11222333000181');
    await u.type(field('Nome'), 'Empresa Cliente');
    await u.type(field('Telefone'), '1133334444');
    await u.type(field('Email'), 'compras@empresa.test');
    await u.type(field('Senha'), 'segredo123');
    await u.type(field('Confirmar Senha'), 'segredo123');
    await u.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Rua')).toHaveValue('Avenida Paulista'));
    await u.type(field('Número'), '1');
    await u.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ PersonType: 2, RegionalId: null, CNPJ: '11222333000181' });

    await u.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onLogin).toHaveBeenCalled();
  });
});
