import type { EntityManager } from 'typeorm';
import { PersonalDataRegistry } from './personal-data.registry';

const tx = {} as EntityManager;
const account = { id: 7, email: 'ada@example.com' };

describe('PersonalDataRegistry', () => {
  it('gathers each part’s section under its name; a part without export adds none', async () => {
    const registry = new PersonalDataRegistry();
    registry.register({ name: 'orders', export: async ({ userId }) => [`order of ${userId}`] });
    registry.register({ name: 'devices', export: async ({ sessionId }) => [sessionId] });
    registry.register({ name: 'newsletter', delete: async () => undefined });
    expect(await registry.export({ userId: 7, sessionId: 'sid' })).toEqual({
      orders: ['order of 7'],
      devices: ['sid'],
    });
  });

  it('deletes part by part in the transaction, in the order they were registered', async () => {
    const registry = new PersonalDataRegistry();
    const seen: string[] = [];
    registry.register({ name: 'orders', delete: async (t, a) => void seen.push(`orders ${a.id} ${t === tx}`) });
    registry.register({ name: 'profile', export: async () => ({}) });
    registry.register({ name: 'newsletter', delete: async (_, a) => void seen.push(`newsletter ${a.email}`) });
    await registry.delete(tx, account);
    expect(seen).toEqual(['orders 7 true', 'newsletter ada@example.com']);
  });

  it('refuses a name twice, and forgets a part taken out', async () => {
    const registry = new PersonalDataRegistry();
    const remove = registry.register({ name: 'orders', export: async () => [] });
    expect(() => registry.register({ name: 'orders' })).toThrow('Personal data "orders" is registered twice');
    remove();
    expect(await registry.export({ userId: 7, sessionId: 'sid' })).toEqual({});
  });
});
