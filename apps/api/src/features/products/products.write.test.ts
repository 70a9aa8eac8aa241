import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, productCategoryLinks, productImages, products, storedFiles } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { insertUnilevel } from '../bonuses/bonuses.fixtures';
import { IMAGES, insertCategory, insertProduct, multipart, productForm, type UploadFile } from './products.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const CREATE = '/api/logistics/products/createNewProduct';
const UPDATE = '/api/logistics/products/updateProduct';
const DELETE_IMAGE = '/api/logistics/products/deleteProductImage';
let ana: Row, bia: Row, admin: Row, noOrders: Row;
let roupas: number, acessorios: number, cor: number;

const tokenOf = (u: Row) => t.token(u);
function send(u: Row | null, method: 'POST' | 'PUT', url: string, fields: Record<string, string | string[]>, files: UploadFile[] = []) {
  const body = multipart(fields, files);
  return t.client(u ? tokenOf(u) : undefined).request({ method, url, payload: body.payload, headers: body.headers });
}
const create = (u: Row | null, fields: Record<string, string | string[]>, files: UploadFile[] = []) => send(u, 'POST', CREATE, fields, files);
const update = (u: Row | null, fields: Record<string, string | string[]>, files: UploadFile[] = []) => send(u, 'PUT', UPDATE, fields, files);
const png = (name = 'foto.png'): UploadFile => ({ name, content: IMAGES.png });

/** Everything the calls may write: nothing changes when they refuse. */
async function snapshot() {
  return {
    products: await db().select().from(products).orderBy(products.id),
    links: await db().select().from(productCategoryLinks),
    images: await db().select().from(productImages).orderBy(productImages.id),
    files: (await db().select({ n: count() }).from(storedFiles))[0]!.n,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana' });
  bia = await insertMember(db(), { username: 'bia' });
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  noOrders = await insertMember(db(), { username: 'sempedidos', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PEDIDOS) });
  roupas = (await insertCategory(db(), 1, 'Roupas')).id;
  acessorios = (await insertCategory(db(), 1, 'Acessórios')).id;
  cor = (await insertCategory(db(), 2, 'Cor')).id;
});
afterAll(() => t.close());

describe('POST /api/logistics/products/createNewProduct', () => {
  it('a member creates a Pendente product: comma decimals read, images stored as their bytes show', async () => {
    const res = await create(ana, productForm({ Categories: [String(roupas), String(acessorios)] }), [
      png('Foto Nº 1.PNG'),
      { name: 'foto.png', type: 'image/png', content: IMAGES.jpg },
      { name: 'x.gif', content: IMAGES.gif, type: 'application/octet-stream' },
      { name: '../../etc/passwd.webp', content: IMAGES.webp },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: 'Produto criado com Sucesso.' });
    expect(body.Data.Product).toEqual({
      Id: expect.any(Number),
      UserId: ana.id,
      IsOfficeProduct: false,
      Type: 1,
      TypeFormatted: 'Produto',
      Name: 'Camiseta do Clube',
      Description: 'Camiseta de algodão com o logo do clube.\nLavar à mão.',
      Price: 1234.56,
      DealerDiscount: 34.56,
      DealerPrice: 1200,
      Weight: 1500,
      Length: 30,
      Width: 20.5,
      Height: 2,
      NumberOfSales: 0,
      Categories: [roupas, acessorios].sort((a, b) => a - b),
      Status: 4,
      StatusFormatted: 'Disponível B2B e B2C',
      StatusColor: 'green',
      OfficeStatus: 1,
      OfficeStatusFormatted: 'Pendente',
      OfficeStatusColor: 'yellow',
      NeedsChangeMessage: null,
      OfficePercentage: 12.5,
      NCM: '61091000',
      Code: 'CAM-001',
      UnilevelId: null,
      Created: expect.any(String),
      Updated: expect.any(String),
    });
    expect(body.Data.Stocks).toEqual([]);
    const images = body.Data.ProductImages as Array<{ Id: number; StoredFile: { Id: number; FullUrl: string; ContentType: string; OriginalFileName: string } }>;
    expect(images.map((i) => [i.StoredFile.OriginalFileName, i.StoredFile.ContentType])).toEqual([
      ['Foto-N-1.png', 'image/png'],
      ['foto.jpg', 'image/jpeg'],
      ['x.gif', 'image/gif'],
      ['passwd.webp', 'image/webp'],
    ]);
    const [row] = await db().select().from(products).where(eq(products.id, body.Data.Product.Id));
    expect(row).toMatchObject({
      ownerId: ana.id,
      isOffice: false,
      priceCents: 123456,
      dealerDiscountCents: 3456,
      officePercentageBps: 1250,
      weightGrams: 1500,
      lengthMm: 300,
      widthMm: 205,
      heightMm: 20,
      officeStatus: 1,
    });

    // Served by the stored-files route with the type the bytes show.
    for (const [i, expected] of [
      [0, IMAGES.png],
      [1, IMAGES.jpg],
    ] as const) {
      const file = await t.client().get(images[i]!.StoredFile.FullUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(images[i]!.StoredFile.ContentType);
      expect(file.rawPayload.equals(expected)).toBe(true);
    }
  });

  it("an Administrator's product is the club's own, accepted at once; optional fields may be left out", async () => {
    const table = await insertUnilevel(db(), 'Serviços do clube', [1_000]);
    const res = await create(
      admin,
      productForm({ DealerDiscount: undefined, NCM: '', Code: undefined, Type: '2', Status: '2', OfficePercentage: '100', UnilevelId: String(table) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Product).toMatchObject({
      UserId: admin.id,
      IsOfficeProduct: true,
      Type: 2,
      TypeFormatted: 'Serviço',
      OfficeStatus: 2,
      OfficeStatusFormatted: 'Aceito',
      DealerDiscount: 0,
      NCM: null,
      Code: null,
      OfficePercentage: 100,
      UnilevelId: table,
      Categories: [],
    });
    expect(res.json().Data.ProductImages).toEqual([]);
  });

  it('answers every spec message of the form, and pt-BR messages for the others; nothing is written', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, string | string[] | undefined>, string]> = [
      [{ OfficePercentage: undefined }, 'Percentual de Distribuição é obrigatório.'],
      [{ OfficePercentage: ' ' }, 'Percentual de Distribuição é obrigatório.'],
      [{ OfficePercentage: '2' }, 'O Valor do Percentual mínimo é de 3.'],
      [{ OfficePercentage: '2,99' }, 'O Valor do Percentual mínimo é de 3.'],
      [{ OfficePercentage: '101' }, 'O Valor do Percentual máximo é de 100.'],
      [{ OfficePercentage: '100,01' }, 'O Valor do Percentual máximo é de 100.'],
      [{ OfficePercentage: '1e12' }, 'Percentual de Distribuição inválido: use vírgula para as casas decimais (ex.: 12,5).'],
      [{ Type: undefined }, 'Tipo do Produto é obrigatório.'],
      [{ Type: '3' }, 'Tipo do Produto é obrigatório.'],
      [{ Name: '' }, 'Nome do Produto é obrigatório.'],
      [{ Name: 'x'.repeat(201) }, 'Texto longo demais.'],
      [{ Description: undefined }, 'Descrição do Produto é obrigatório.'],
      [{ Status: undefined }, 'Status do Produto é obrigatório.'],
      [{ Status: '5' }, 'Status do Produto é obrigatório.'],
      [{ Price: undefined }, 'Preço de Mercado é obrigatório.'],
      [{ Price: '0' }, 'O Preço de Mercado deve ser maior que zero.'],
      [{ Price: '0,00' }, 'O Preço de Mercado deve ser maior que zero.'],
      [{ Price: '-10,00' }, 'Preço de Mercado inválido: use vírgula para os centavos (ex.: 1.234,56).'],
      [{ Price: '1234.56' }, 'Preço de Mercado inválido: use vírgula para os centavos (ex.: 1.234,56).'],
      [{ Price: '1e12' }, 'Preço de Mercado inválido: use vírgula para os centavos (ex.: 1.234,56).'],
      [{ Price: '10,001' }, 'Preço de Mercado inválido: use vírgula para os centavos (ex.: 1.234,56).'],
      [{ Price: '1.000.000.000.000' }, 'Preço de Mercado acima do permitido.'],
      [{ DealerDiscount: '-1' }, 'Desconto inválido: use vírgula para os centavos (ex.: 10,50).'],
      [{ DealerDiscount: '1.234,56' }, 'O Desconto deve ser menor que o Preço de Mercado.'],
      [{ DealerDiscount: '2.000' }, 'O Desconto deve ser menor que o Preço de Mercado.'],
      [{ Weight: undefined }, 'Peso é obrigatório.'],
      [{ Weight: '1,5' }, 'Peso inválido: informe os gramas, sem casas decimais.'],
      [{ Weight: '1000001' }, 'O Peso máximo é de 1.000.000 g.'],
      [{ Length: undefined }, 'Comprimento é obrigatório.'],
      [{ Width: '' }, 'Largura é obrigatório.'],
      [{ Height: undefined }, 'Altura é obrigatório.'],
      [{ Length: '15,55' }, 'Comprimento inválido: informe os centímetros, com até uma casa decimal (máximo 1.000 cm).'],
      [{ Height: '1e12' }, 'Altura inválido: informe os centímetros, com até uma casa decimal (máximo 1.000 cm).'],
      [{ Width: '1000,1' }, 'Largura inválido: informe os centímetros, com até uma casa decimal (máximo 1.000 cm).'],
      [{ NCM: '1234' }, 'NCM deve ter 8 dígitos.'],
      [{ Categories: ['abc'] }, 'Categoria não encontrada.'],
      [{ Categories: ['999999'] }, 'Categoria não encontrada.'],
      [{ Categories: ['0'] }, 'Categoria não encontrada.'],
      [{ UnilevelId: 'x' }, 'Unilevel inválido.'],
      [{ Name: 'Camiseta\u0000' }, 'Texto contém caracteres inválidos.'],
      [{ Name: 'Camiseta\u001b[31m' }, 'Texto contém caracteres inválidos.'],
      [{ Description: 'Linha\u0007' }, 'Texto contém caracteres inválidos.'],
      [{ Extra: 'x' }, 'Campo desconhecido: Extra.'],
    ];
    for (const [over, message] of cases) {
      const res = await create(ana, productForm(over), [png()]);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json(), JSON.stringify(over)).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    // A feature category is not a product category.
    expect((await create(ana, productForm({ Categories: String(cor) }))).json().Message).toBe('Categoria não encontrada.');
    // Repeated single fields are refused; the form must be multipart.
    const repeated = multipart({ ...productForm(), Name: ['A', 'B'] });
    const rep = await t.client(tokenOf(ana)).request({ method: 'POST', url: CREATE, payload: repeated.payload, headers: repeated.headers });
    expect(rep.statusCode).toBe(400);
    expect(rep.json().Message).toBe('Campo repetido: Name.');
    const json = await t.client(tokenOf(ana)).post(CREATE, { Name: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().Message).toBe('Envie o produto como formulário (multipart/form-data).');
    const garbage = await t.client(tokenOf(ana)).request({
      method: 'POST',
      url: CREATE,
      payload: '--x\r\nContent-Disposition: form-data; name="Name"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(garbage.statusCode).toBe(400);
    const noBoundary = await t.client(tokenOf(ana)).request({ method: 'POST', url: CREATE, payload: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(400);
    const xml = await t.client(tokenOf(ana)).request({ method: 'POST', url: CREATE, payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    const weirdName = multipart({ ...productForm(), 'Na\u0007me<script>': 'x' });
    const weird = await t.client(tokenOf(ana)).request({ method: 'POST', url: CREATE, payload: weirdName.payload, headers: weirdName.headers });
    expect(weird.json().Message).toBe('Campo desconhecido: Namescript.');
    expect(await snapshot()).toEqual(before);
  });

  it('judges images by their bytes: a text file named .png, an SVG, a sixth image and a 20 MB image are refused', async () => {
    const before = await snapshot();
    for (const file of [
      { name: 'foto.png', type: 'image/png', content: IMAGES.text },
      { name: 'logo.svg', type: 'image/svg+xml', content: IMAGES.svg },
      { name: 'vazio.png', content: Buffer.alloc(0) },
      { name: 'cortada.png', content: IMAGES.png.subarray(0, 12) },
    ]) {
      const res = await create(ana, productForm(), [png(), file]);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().Message).toBe('Arquivo de imagem inválido: envie uma imagem JPEG, PNG, WebP ou GIF.');
    }
    const six = await create(
      ana,
      productForm(),
      Array.from({ length: 6 }, (_, i) => png(`f${i}.png`)),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json().Message).toBe('Máximo de imagens atingido.');

    const huge = Buffer.concat([IMAGES.png, Buffer.alloc(20 * 1024 * 1024)]);
    const big = await create(ana, productForm(), [png(), { name: 'grande.png', content: huge }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ IsSuccess: false, Message: 'Cada imagem deve ter no máximo 5 MB.' });
    expect(await snapshot()).toEqual(before);
  });

  it('needs a session and PEDIDOS', async () => {
    const before = await snapshot();
    expect((await create(null, productForm(), [png()])).statusCode).toBe(401);
    const res = await create(noOrders, productForm(), [png()]);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Você não tem permissão para acessar este recurso.');
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/logistics/products/updateProduct', () => {
  it("the seller's edit sends an accepted product back to Pendente; new images add to the old ones", async () => {
    const created = (await create(ana, productForm({ Categories: String(roupas) }), [png('a.png'), png('b.png')])).json().Data;
    const id = created.Product.Id as number;
    await db().update(products).set({ officeStatus: 3, needsChangeMessage: 'Envie fotos melhores.' }).where(eq(products.id, id));

    const res = await update(
      ana,
      productForm({ Id: String(id), Name: 'Camiseta Nova', Price: '99,90', DealerDiscount: '', OfficePercentage: '2', Categories: [String(acessorios)] }),
      [{ name: 'c.jpg', content: IMAGES.jpg }],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Produto atualizado com Sucesso.',
      Data: {
        Product: {
          Id: id,
          Name: 'Camiseta Nova',
          Price: 99.9,
          DealerDiscount: 0,
          OfficePercentage: 2,
          Categories: [acessorios],
          OfficeStatus: 1,
          NeedsChangeMessage: null,
        },
      },
    });
    expect(res.json().Data.ProductImages.map((i: { StoredFile: { OriginalFileName: string } }) => i.StoredFile.OriginalFileName)).toEqual([
      'a.png',
      'b.png',
      'c.jpg',
    ]);

    for (const status of [0, 2]) {
      await db().update(products).set({ officeStatus: status }).where(eq(products.id, id));
      const again = await update(ana, productForm({ Id: String(id) }));
      expect(again.json().Data.Product.OfficeStatus).toBe(1);
    }
  });

  it("an Administrator edits any product and keeps its review state (audited when it is another's)", async () => {
    const p = await insertProduct(db(), bia.id, { officeStatus: 2 });
    const res = await update(admin, productForm({ Id: String(p.id), Name: 'Corrigido pelo operador' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Product).toMatchObject({ Id: p.id, UserId: bia.id, Name: 'Corrigido pelo operador', OfficeStatus: 2, IsOfficeProduct: false });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `product:${p.id}`));
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['product.update', admin.id]]);
  });

  it("refuses another member's product (404), a sixth image, bad fields; nothing changes", async () => {
    const mine = (await create(ana, productForm(), [png(), png(), png(), png()])).json().Data.Product.Id as number;
    const biasProduct = await insertProduct(db(), bia.id);
    const before = await snapshot();
    for (const Id of [String(biasProduct.id), '999999']) {
      const res = await update(ana, productForm({ Id }), [png()]);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe('Produto não encontrado.');
    }
    for (const Id of [undefined, '0', 'abc', '99999999999']) {
      const res = await update(ana, productForm({ Id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Produto não encontrado.');
    }
    const sixth = await update(ana, productForm({ Id: String(mine) }), [png(), png()]);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().Message).toBe('Máximo de imagens atingido.');
    const required = await update(ana, productForm({ Id: String(mine), OfficePercentage: '' }));
    expect(required.json().Message).toBe('Percentual de Distribuição é obrigatório.');
    const tooMuch = await update(ana, productForm({ Id: String(mine), OfficePercentage: '101' }));
    expect(tooMuch.json().Message).toBe('O Valor do Percentual máximo é de 100.');
    const discount = await update(ana, productForm({ Id: String(mine), Price: '10,00', DealerDiscount: '10,00' }));
    expect(discount.json().Message).toBe('O Desconto deve ser menor que o Preço de Mercado.');
    const text = await update(ana, productForm({ Id: String(mine) }), [{ name: 'foto.png', content: IMAGES.text }]);
    expect(text.json().Message).toBe('Arquivo de imagem inválido: envie uma imagem JPEG, PNG, WebP ou GIF.');
    expect((await update(null, productForm({ Id: String(mine) }))).statusCode).toBe(401);
    expect((await update(noOrders, productForm({ Id: String(mine) }))).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    // The fifth fits.
    expect((await update(ana, productForm({ Id: String(mine) }), [png()])).json().Data.ProductImages).toHaveLength(5);
  });
});

describe('DELETE /api/logistics/products/deleteProductImage/{id}', () => {
  it('the owner deletes an image and its stored file; the product keeps its review state', async () => {
    const created = (await create(ana, productForm(), [png('a.png'), png('b.png')])).json().Data;
    await db().update(products).set({ officeStatus: 2 }).where(eq(products.id, created.Product.Id));
    const [first] = created.ProductImages;
    const res = await t.client(tokenOf(ana)).request({ method: 'DELETE', url: `${DELETE_IMAGE}/${first.Id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Imagem deletada com Sucesso.', Data: null });
    expect(await db().select().from(productImages).where(eq(productImages.productId, created.Product.Id))).toHaveLength(1);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, first.StoredFile.Id))).toEqual([]);
    expect((await t.client().get(first.StoredFile.FullUrl)).statusCode).toBe(404);
    expect((await db().select().from(products).where(eq(products.id, created.Product.Id)))[0]!.officeStatus).toBe(2);
    const again = await t.client(tokenOf(ana)).request({ method: 'DELETE', url: `${DELETE_IMAGE}/${first.Id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().Message).toBe('Imagem não encontrada.');
  });

  it("another member's image answers 404 and stays; an Administrator may delete it (audited)", async () => {
    const created = (await create(ana, productForm(), [png()])).json().Data;
    const imageId = created.ProductImages[0].Id as number;
    const before = await snapshot();
    const del = (u: Row | null, id: number | string) => t.client(u ? tokenOf(u) : undefined).request({ method: 'DELETE', url: `${DELETE_IMAGE}/${id}` });
    expect((await del(bia, imageId)).statusCode).toBe(404);
    expect((await del(null, imageId)).statusCode).toBe(401);
    expect((await del(noOrders, imageId)).statusCode).toBe(403);
    for (const bad of ['abc', '0', '-1', '99999999999']) expect((await del(ana, bad)).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await del(admin, imageId)).statusCode).toBe(200);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'product.image.delete'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, target: `product:${created.Product.Id}` });
  });
});
