import { describe, expect, it } from 'vitest';
import { UserType } from '@clube/contract';
import type { AuthUser } from './auth';
import { mayAccess, requireAccess } from './access';

const user = (id: number, type: number = UserType.User) => ({ id, type }) as AuthUser;
const order = { id: 7, ownerIds: [10, 20] };

describe('the ownership gate', () => {
  it("lets each of the record's owners in and answers the record", () => {
    expect(requireAccess(user(10), 'order.read', order, 'Pedido não encontrado.')).toBe(order);
    expect(requireAccess(user(20), 'order.read', order, 'Pedido não encontrado.')).toBe(order);
  });

  it("answers another member's record exactly as a missing one: 404 with the feature's message", () => {
    const other = () => requireAccess(user(30), 'order.read', order, 'Pedido não encontrado.');
    const missing = () => requireAccess(user(30), 'order.read', undefined, 'Pedido não encontrado.');
    expect(other).toThrow(expect.objectContaining({ status: 404, message: 'Pedido não encontrado.' }));
    expect(missing).toThrow(expect.objectContaining({ status: 404, message: 'Pedido não encontrado.' }));
  });

  it('lets an Administrator in only where the policy says so', () => {
    const admin = user(1, UserType.Administrator);
    expect(mayAccess(admin, 'product.update', { ownerIds: [10] })).toBe(true);
    expect(mayAccess(admin, 'invoice.pay', { ownerIds: [10] })).toBe(false);
    expect(mayAccess(user(1), 'product.update', { ownerIds: [10] })).toBe(false);
  });

  it("lets an Administrator into orders only when they are the club's own (office)", () => {
    const admin = user(1, UserType.Administrator);
    expect(mayAccess(admin, 'order.read', { ownerIds: [10, 20], office: true })).toBe(true);
    expect(mayAccess(admin, 'order.change', { ownerIds: [20], office: true })).toBe(true);
    expect(mayAccess(admin, 'order.read', { ownerIds: [10, 20] })).toBe(false);
    expect(mayAccess(admin, 'order.change', { ownerIds: [20], office: false })).toBe(false);
    expect(mayAccess(user(30), 'order.read', { ownerIds: [10, 20], office: true })).toBe(false);
    expect(mayAccess(admin, 'invoice.read', { ownerIds: [10], office: true })).toBe(false);
  });

  it('lets a caller named by id alone into his own records only: no type, no operator rights', () => {
    expect(mayAccess({ id: 10 }, 'invoice.pay', { ownerIds: [10] })).toBe(true);
    expect(mayAccess({ id: 1 }, 'product.update', { ownerIds: [10] })).toBe(false);
    expect(() => requireAccess({ id: 30 }, 'invoice.pay', { ownerIds: [10] }, 'Fatura não encontrada.')).toThrow(
      expect.objectContaining({ status: 404, message: 'Fatura não encontrada.' }),
    );
  });
});
