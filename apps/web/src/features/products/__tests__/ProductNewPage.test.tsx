import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import ProductNewPage from '../pages/ProductNewPage';
import { camiseta, categories, imageFile } from './fixtures';

const CATEGORIES = '/api/logistics/categories/getAllCategories';
const CREATE = '/api/logistics/products/createNewProduct';

beforeEach(() => signIn());
afterEach(() => {
  notifications.clean();
  clearAuthData();
  vi.restoreAllMocks();
});

function renderNew() {
  const u = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/marketplace/products/new" element={<ProductNewPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/marketplace/products/new' },
  );
  const form = () => screen.getByRole('form', { name: 'Produto' });
  const field = (label: RegExp) => within(form()).getByLabelText(label);
  return { u, form, field };
}

/** The multipart body as a plain object: repeated fields as lists, files by name. */
function fieldsOf(call: Call) {
  const data = call.body as FormData;
  const out: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    const values = data.getAll(key).map((v) => (typeof v === 'string' ? v : (v as File).name));
    out[key] = key === 'Categories' || key === 'Images' ? values : values[0];
  }
  return out;
}

describe('new product', () => {
  it("names the spec's required fields and the distribution percentage's 3 to 100", async () => {
    mockRoutes({ [CATEGORIES]: categories });
    const { u, form, field } = renderNew();
    const submit = within(form()).getByRole('button', { name: 'Salvar dados' });
    expect(submit).toBeDisabled();

    await u.type(field(/Nome do Produto/), 'X');
    await u.clear(field(/Nome do Produto/));
    expect(await within(form()).findByText('Nome do Produto é obrigatório.')).toBeInTheDocument();
    await u.click(field(/Descrição/));
    await u.tab();
    expect(await within(form()).findByText('Descrição do Produto é obrigatório.')).toBeInTheDocument();

    const share = field(/Percentual de Distribuição/);
    await u.type(share, '2');
    expect(await within(form()).findByText('O Valor do Percentual mínimo é de 3.')).toBeInTheDocument();
    await u.clear(share);
    await u.type(share, '101');
    expect(await within(form()).findByText('O Valor do Percentual máximo é de 100.')).toBeInTheDocument();
    await u.clear(share);
    expect(await within(form()).findByText('Percentual de Distribuição é obrigatório.')).toBeInTheDocument();
    await u.type(share, '3');
    await waitFor(() => expect(within(form()).queryByText(/Percentual/, { selector: '.mantine-InputWrapper-error' })).not.toBeInTheDocument());

    for (const [label, message] of [
      [/Peso/, 'Peso é obrigatório.'],
      [/Comprimento/, 'Comprimento é obrigatório.'],
      [/Largura/, 'Largura é obrigatório.'],
      [/Altura/, 'Altura é obrigatório.'],
    ] as const) {
      await u.type(field(label), '1');
      await u.clear(field(label));
      expect(await within(form()).findByText(message)).toBeInTheDocument();
    }
    await u.selectOptions(field(/Tipo/), 'Produto');
    await u.selectOptions(field(/Tipo/), 'Selecione');
    expect(await within(form()).findByText('Tipo do Produto é obrigatório.')).toBeInTheDocument();
    await u.selectOptions(field(/^Status/), 'Indisponível');
    await u.selectOptions(field(/^Status/), 'Selecione');
    expect(await within(form()).findByText('Status do Produto é obrigatório.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("takes at most 5 images: the sixth says 'Máximo de imagens atingido.'", async () => {
    mockRoutes({ [CATEGORIES]: categories });
    const { u, form } = renderNew();
    const input = within(form()).getByLabelText('Adicionar Imagens', { selector: 'input' });
    await u.upload(
      input,
      [1, 2, 3, 4].map((n) => imageFile(`foto${n}.png`)),
    );
    expect(within(form()).getByText('Imagens (4/5)')).toBeInTheDocument();
    await u.upload(input, [imageFile('foto5.jpg', 'image/jpeg'), imageFile('foto6.webp', 'image/webp')]);
    expect(await screen.findByText('Máximo de imagens atingido.')).toBeInTheDocument();
    expect(within(form()).getByText('Imagens (5/5)')).toBeInTheDocument();
    expect(within(form()).queryByText('foto6.webp')).not.toBeInTheDocument();
    expect(within(form()).getAllByRole('button', { name: /^Remover imagem nova/ })).toHaveLength(5);

    // A full product says so instead of opening the chooser; removing one makes room again.
    notifications.clean();
    await u.click(within(form()).getByRole('button', { name: 'Adicionar Imagens' }));
    expect(await screen.findByText('Máximo de imagens atingido.')).toBeInTheDocument();
    await u.click(within(form()).getByRole('button', { name: 'Remover imagem nova 2' }));
    expect(within(form()).getByText('Imagens (4/5)')).toBeInTheDocument();
    expect(within(form()).queryByText('foto2.png')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image and one over 5 MB', async () => {
    mockRoutes({ [CATEGORIES]: categories });
    const { form } = renderNew();
    const input = within(form()).getByLabelText('Adicionar Imagens', { selector: 'input' });
    // fireEvent: user-event would drop the text file for not matching the input's accept list.
    fireEvent.change(input, { target: { files: [imageFile('notas.txt', 'text/plain')] } });
    expect(await screen.findByText('Arquivo de imagem inválido: envie uma imagem JPEG, PNG, WebP ou GIF.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [imageFile('grande.png', 'image/png', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('Cada imagem deve ter no máximo 5 MB.')).toBeInTheDocument();
    expect(within(form()).getByText('Imagens (0/5)')).toBeInTheDocument();
  });

  it('sends the product as multipart with comma decimals, its categories and images, then goes to the list', async () => {
    const { calls } = mockRoutes({ [CATEGORIES]: categories, [CREATE]: { IsSuccess: true, Message: 'Produto criado com Sucesso.', Data: camiseta } });
    const { u, form, field } = renderNew();
    await u.selectOptions(field(/Tipo/), 'Produto');
    await u.type(field(/Nome do Produto/), 'Camiseta Dry Fit');
    await u.selectOptions(field(/^Status/), 'Disponível apenas B2B');
    await u.type(field(/Descrição/), 'Camiseta esportiva');
    // Typed from the cents (docs/club.md#forms).
    await u.type(field(/Preço de Mercado/), '123456');
    expect(field(/Preço de Mercado/)).toHaveValue('R$ 1.234,56');
    await u.type(field(/^Desconto/), '23450');
    expect(field(/^Desconto/)).toHaveValue('R$ 234,50');
    await u.type(field(/Percentual de Distribuição/), '12,5');
    await u.type(field(/Peso/), '1500');
    expect(field(/Peso/)).toHaveValue('1.500');
    await u.type(field(/Comprimento/), '15,5');
    await u.type(field(/Largura/), '11');
    await u.type(field(/Altura/), '2');
    await u.type(field(/NCM/), '61091000');
    expect(field(/NCM/)).toHaveValue('6109.10.00');
    await u.type(field(/Código/), 'CAM-01');

    const picker = within(form()).getByRole('combobox', { name: 'Categorias' });
    await waitFor(() => expect(picker).toBeEnabled());
    await u.click(picker);
    // jsdom runs no CSS transitions: the open dropdown's options stay "hidden" to the accessibility tree.
    await u.click(await screen.findByRole('option', { name: 'Camisetas', hidden: true }));
    await u.click(await screen.findByRole('option', { name: 'Calçados', hidden: true }));
    await u.upload(within(form()).getByLabelText('Adicionar Imagens', { selector: 'input' }), [imageFile('frente.png'), imageFile('costas.jpg', 'image/jpeg')]);

    const submit = within(form()).getByRole('button', { name: 'Salvar dados' });
    await waitFor(() => expect(submit).toBeEnabled());
    await u.click(submit);
    expect(await screen.findByText('Produto criado com Sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('Em /marketplace/products')).toBeInTheDocument();

    const sent = calls.filter((c) => c.path === CREATE);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
    expect(fieldsOf(sent[0]!)).toEqual({
      Type: '1',
      Name: 'Camiseta Dry Fit',
      Description: 'Camiseta esportiva',
      Status: '2',
      Price: '1.234,56',
      DealerDiscount: '234,50',
      OfficePercentage: '12,5',
      Weight: '1.500',
      Length: '15,5',
      Width: '11',
      Height: '2',
      NCM: '6109.10.00',
      Code: 'CAM-01',
      Categories: ['3', '7'],
      Images: ['frente.png', 'costas.jpg'],
    });
  });
});
