import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import { messages } from '@clube/contract';
import { renderWithProviders } from '../../../test/render';
import RegisterPage from '../pages/RegisterPage';
import { fail, mockRegistrationApi, ok, type Seen } from './registrationApiMock';

function LoginProbe() {
  const { search } = useLocation();
  return <p>Login {search}</p>;
}

function renderWizard(route = '/register/paulo') {
  return renderWithProviders(
    <Routes>
      <Route path="/register/:username" element={<RegisterPage />} />
      <Route path="/" element={<p>Página inicial</p>} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { route },
  );
}

const field = (label: string) => screen.getByLabelText(label);
const next = () => screen.getByRole('button', { name: 'Próximo' });

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

type U = ReturnType<typeof userEvent.setup>;

async function fillPerson(u: U) {
  await u.type(field('Nome'), 'Maria Silva');
  await u.type(field('Data de Nascimento'), '15011990');
  await u.selectOptions(field('Gênero'), '2');
  await u.type(field('CPF'), '52998224725');
  await u.type(field('Email'), 'maria@clube.test');
  await u.type(field('Confirmar Email'), 'maria@clube.test');
  await u.type(field('Telefone 1'), '11987654321');
  await u.type(field('Usuário'), 'maria');
  await u.type(field('Senha'), 'segredo123');
  await u.type(field('Confirmar Senha'), 'segredo123');
  await u.click(field('Li e aceito o contrato'));
}

async function fillAddress(u: U) {
  await u.type(field('CEP'), '01001000');
  await waitFor(() => expect(field('Rua')).toHaveValue('Praça da Sé'));
  await u.type(field('Número'), '100');
}

describe('RegisterPage, step 1', () => {
  it('shows the sponsor read-only and every required message of an empty submit', async () => {
    mockRegistrationApi();
    const u = userEvent.setup();
    renderWizard();
    expect(await screen.findByText('Paulo Patrocinador')).toBeInTheDocument();
    expect(screen.getByText('paulo')).toBeInTheDocument();
    expect(screen.getByText('11 91234-5678')).toBeInTheDocument();
    expect(screen.getByText('paulo@clube.test')).toBeInTheDocument();

    await u.click(next());
    for (const text of [
      'Nome é obrigatório.',
      'Data de Nascimento é obrigatório.',
      'Gênero é obrigatório.',
      'CPF é obrigatório.',
      'Email é obrigatório.',
      messages.confirmEmailRequired,
      'Telefone é obrigatório.',
      'Usuário é obrigatório.',
      'Senha é obrigatória.',
      messages.confirmPasswordRequired,
      'Aceite o contrato.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('CEP')).not.toBeInTheDocument();
  });

  it("'contrato' opens the club's contract in a modal, without ticking the box", async () => {
    const calls = mockRegistrationApi({
      handler: (r) => (r.path === '/api/configurations/getContract' ? ok({ Text: 'CONTRATO DE ADESÃO\n1. Objeto do contrato.' }) : undefined),
    });
    const u = userEvent.setup();
    renderWizard();
    await screen.findByText('Paulo Patrocinador');
    expect(calls.some((c) => c.path === '/api/configurations/getContract')).toBe(false);
    await u.click(screen.getByRole('link', { name: 'contrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contrato de adesão' });
    expect(await within(dialog).findByText(/1\. Objeto do contrato\./)).toBeInTheDocument();
    expect(field('Li e aceito o contrato')).not.toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contrato de adesão' })).not.toBeInTheDocument());
    await u.click(field('Li e aceito o contrato'));
    expect(field('Li e aceito o contrato')).toBeChecked();
  });

  it('after an empty submit, a field put right loses its message as it is typed, and the next press goes on to the address', async () => {
    mockRegistrationApi();
    const u = userEvent.setup();
    renderWizard();
    await screen.findByText('Paulo Patrocinador');
    await u.click(next());
    expect(await screen.findByText('Nome é obrigatório.')).toBeInTheDocument();
    await u.type(field('Nome'), 'M');
    await waitFor(() => expect(screen.queryByText('Nome é obrigatório.')).not.toBeInTheDocument());
    await u.clear(field('Nome'));
    await fillPerson(u);
    await u.click(next());
    expect(await screen.findByRole('form', { name: 'Endereço' })).toBeInTheDocument();
  });

  it('checks the confirmations, the password length and the masks', async () => {
    mockRegistrationApi();
    const u = userEvent.setup();
    renderWizard();
    await screen.findByText('Paulo Patrocinador');
    await u.type(field('Email'), 'maria@clube.test');
    await u.type(field('Confirmar Email'), 'outra@clube.test');
    await u.type(field('Senha'), 'curta');
    await u.type(field('Confirmar Senha'), 'segredo123');
    await u.type(field('Telefone 1'), '11987654321');
    await u.type(field('CPF'), '52998224725');
    await u.type(field('Data de Nascimento'), '15011990');
    await u.click(next());
    expect(await screen.findByText('E-mails digitados não batem.')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter ao menos 8 caracteres.')).toBeInTheDocument();
    expect(field('Telefone 1')).toHaveValue('11 98765-4321');
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field('Data de Nascimento')).toHaveValue('15/01/1990');

    await u.clear(field('Senha'));
    await u.type(field('Senha'), 'segredo124');
    await u.click(next());
    expect(await screen.findByText('Senhas digitadas não batem.')).toBeInTheDocument();
  });

  it('switches between person and company fields, each group required in its turn', async () => {
    mockRegistrationApi();
    const u = userEvent.setup();
    renderWizard();
    await screen.findByText('Paulo Patrocinador');
    await u.type(field('Data de Nascimento'), '15011990');

    await u.click(field('Pessoa Jurídica'));
    expect(screen.queryByLabelText('Data de Nascimento')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Gênero')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CPF')).not.toBeInTheDocument();
    await u.click(next());
    expect(await screen.findByText('CNPJ é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Inscrição Estadual é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Inscrição Municipal é obrigatório.')).toBeInTheDocument();
    expect(screen.queryByText('Data de Nascimento é obrigatório.')).not.toBeInTheDocument();
    await u.type(field('CNPJ'), '11222333000181');
    expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');

    await u.click(field('Pessoa Física'));
    expect(screen.queryByLabelText('CNPJ')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Inscrição Estadual')).not.toBeInTheDocument();
    // The dropped birthday does not come back.
    expect(field('Data de Nascimento')).toHaveValue('');
    await u.click(next());
    expect(await screen.findByText('Data de Nascimento é obrigatório.')).toBeInTheDocument();
    expect(screen.queryByText('CNPJ é obrigatório.')).not.toBeInTheDocument();
  });

  it('asks the server on change: a refusal toasts its message and keeps the field invalid until changed', async () => {
    const seen = mockRegistrationApi({
      handler: (r) => {
        if (r.path.endsWith('/validateEmail') && r.query.get('email') === 'usado@clube.test') return fail(400, 'Email já cadastrado.');
        if (r.path.endsWith('/validateRegionalId') && r.query.get('regionalId') === '529.982.247-26') return fail(400, 'CPF Inválido.');
        return undefined;
      },
    });
    const u = userEvent.setup();
    renderWizard();
    await screen.findByText('Paulo Patrocinador');

    await u.type(field('Email'), 'usado@clube.test');
    expect(await screen.findByText('Email já cadastrado.', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Email Inválido.')).toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/validateEmail')).map((r) => r.query.get('email'))).toEqual(['usado@clube.test']);

    await u.type(field('CPF'), '52998224726');
    await waitFor(() => expect(screen.getAllByText('CPF Inválido.').length).toBeGreaterThanOrEqual(2)); // toast and field
    expect(field('CPF')).toHaveAttribute('aria-invalid', 'true');

    // Local validation on submit does not clear a server refusal.
    await u.click(next());
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');

    await u.clear(field('Email'));
    await u.type(field('Email'), 'nova@clube.test');
    await waitFor(() => expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true'), { timeout: 3000 });
    await waitFor(() => expect(seen.some((r) => r.path.endsWith('/validateEmail') && r.query.get('email') === 'nova@clube.test')).toBe(true), {
      timeout: 3000,
    });
    expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true');
    // Birthday is asked at 8 digits, CPF at 11.
    await u.type(field('Data de Nascimento'), '1501199');
    expect(seen.some((r) => r.path.endsWith('/validateBirthday'))).toBe(false);
    await u.type(field('Data de Nascimento'), '0');
    await waitFor(() => expect(seen.find((r) => r.path.endsWith('/validateBirthday'))?.query.get('birthday')).toBe('15/01/1990'));
  });

  it('goes to the root when the sponsor cannot be verified', async () => {
    mockRegistrationApi({ handler: (r) => (r.path.startsWith('/api/users/verifySponsorByUsername/') ? fail(404, 'Patrocinador não encontrado.') : undefined) });
    renderWizard('/register/ninguem');
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
  });
});

describe('RegisterPage, steps 2 and 3', () => {
  const registrations = (seen: Seen[]) => seen.filter((r) => r.path === '/api/users/registerUser');

  it('goes through address and plan choice, saves and goes to the login with the username', async () => {
    const plans = [
      { Id: 1, Name: 'Bronze', Description: 'x'.repeat(150), Price: 99.9, MonthlyPayment: 29.9 },
      { Id: 2, Name: 'Ouro', Description: 'Plano completo', Price: 199.9, MonthlyPayment: 49.9 },
    ];
    const seen = mockRegistrationApi({ plans });
    const u = userEvent.setup();
    renderWizard();
    await screen.findByText('Paulo Patrocinador');
    await fillPerson(u);
    await u.click(next());

    expect(await screen.findByLabelText('CEP')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('CEP é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Número é obrigatório.')).toBeInTheDocument();
    await fillAddress(u);
    expect(field('Bairro')).toHaveValue('Sé');
    expect(field('Cidade')).toHaveValue('São Paulo');
    await waitFor(() => expect(field('Estado')).toHaveValue('SP'));

    // Back goes one step back and keeps what was typed.
    await u.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(field('Nome')).toHaveValue('Maria Silva');
    await u.click(next());
    expect(field('Número')).toHaveValue('100');
    await u.click(screen.getByRole('button', { name: 'Próximo' }));

    expect(await screen.findByText('Escolha seu Plano')).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s*199,90/)).toBeInTheDocument();
    const finish = screen.getByRole('button', { name: 'Finalizar Cadastro' });
    expect(finish).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Ouro' }));
    expect(screen.getByRole('button', { name: 'Ouro' })).toHaveAttribute('aria-pressed', 'true');
    await u.click(finish);

    expect(await screen.findByText('Login ?username=maria')).toBeInTheDocument();
    expect(screen.getByText(messages.registrationSuccess)).toBeInTheDocument();
    const [saved] = registrations(seen);
    expect(saved!.body).toEqual({
      Password: 'segredo123',
      Type: 2,
      Name: 'Maria Silva',
      PersonType: 1,
      Email: 'maria@clube.test',
      GroupId: null,
      PlanId: 2,
      SponsorUsername: 'paulo',
      Username: 'maria',
      Birthday: '15/01/1990',
      Gender: 2,
      RegionalId: '529.982.247-25',
      CNPJ: null,
      StateInscription: null,
      MunicipalInscription: null,
      PhoneOne: '11 98765-4321',
      PhoneTwo: null,
      Language: 'pt-BR',
      Adresses: [{ Name: null, ZipCode: '01001-000', Street: 'Praça da Sé', Number: '100', District: 'Sé', City: 'São Paulo', State: 'SP', Complement: null }],
    });
  });

  it('with exactly one plan preselects it and saves right after the address', async () => {
    const seen = mockRegistrationApi({ plans: [{ Id: 7, Name: 'Único', Description: 'Plano', Price: 50, MonthlyPayment: 10 }] });
    const u = userEvent.setup();
    renderWizard();
    await screen.findByText('Paulo Patrocinador');
    await fillPerson(u);
    await u.click(next());
    await fillAddress(u);
    await u.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));
    expect(await screen.findByText('Login ?username=maria')).toBeInTheDocument();
    expect(screen.queryByText('Escolha seu Plano')).not.toBeInTheDocument();
    expect((registrations(seen)[0]!.body as { PlanId: number }).PlanId).toBe(7);
  });

  it('toasts the server message of a failed zip lookup and of a refused registration, staying on the page', async () => {
    mockRegistrationApi({
      handler: (r) => {
        if (r.path === '/api/helpers/zipCode/consultZipCode') return fail(404, 'CEP não encontrado.');
        if (r.path === '/api/users/registerUser') return fail(409, 'Usuário já cadastrado.');
        return undefined;
      },
    });
    const u = userEvent.setup();
    renderWizard();
    await screen.findByText('Paulo Patrocinador');
    await fillPerson(u);
    await u.click(next());
    await u.type(field('CEP'), '99999999');
    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
    await u.type(field('Rua'), 'Rua A');
    await u.type(field('Número'), '1');
    await u.type(field('Bairro'), 'Centro');
    await u.type(field('Cidade'), 'Cidade');
    await u.selectOptions(field('Estado'), 'RJ');
    await u.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));
    expect(await screen.findByText('Usuário já cadastrado.')).toBeInTheDocument();
    expect(field('CEP')).toBeInTheDocument();
    expect(screen.queryByText(/^Login/)).not.toBeInTheDocument();
  });
});
