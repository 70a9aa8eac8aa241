import { describe, expect, it } from 'vitest';
import { CreateStockBody } from './create-new-stock';
import { UpdateStockBody } from './update-stock';

const firstMessage = (r: { error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('CreateStockBody', () => {
  it('defaults the quantity to 1 and counts a repeated feature once', () => {
    expect(CreateStockBody.parse({ Name: ' Azul M ', StorageId: 1, ProductId: 2, Features: [3, 3, 4] })).toEqual({
      Name: 'Azul M',
      StorageId: 1,
      ProductId: 2,
      Quantity: 1,
      Features: [3, 4],
    });
  });

  it.each([
    [{ Quantity: 0 }, 'A Quantidade mínima é 1.'],
    [{ Quantity: -1 }, 'A Quantidade mínima é 1.'],
    [{ Quantity: 1.5 }, 'A Quantidade mínima é 1.'],
    [{ Quantity: 1e12 }, 'A Quantidade máxima é 1.000.000.'],
    [{ Quantity: 'dez' }, 'A Quantidade mínima é 1.'],
    [{ Name: '' }, 'Nome do Estoque é obrigatório.'],
    [{ StorageId: undefined }, 'Armazém é obrigatório.'],
    [{ ProductId: 0 }, 'Produto é obrigatório.'],
    [{ Features: [0] }, 'Atributo não encontrado.'],
  ])('%j -> %s', (over, message) => {
    expect(firstMessage(CreateStockBody.safeParse({ Name: 'Azul', StorageId: 1, ProductId: 2, ...over }))).toBe(message);
  });
});

describe('UpdateStockBody', () => {
  it("takes the spec's lower-case fields and requires the quantity", () => {
    expect(UpdateStockBody.parse({ id: 1, name: 'Azul', quantity: 5, features: null })).toEqual({ id: 1, name: 'Azul', quantity: 5, features: [] });
    expect(firstMessage(UpdateStockBody.safeParse({ id: 1, name: 'Azul' }))).toBe('Quantidade é obrigatório.');
    expect(UpdateStockBody.safeParse({ Id: 1, Name: 'Azul', Quantity: 5 }).success).toBe(false);
  });
});
