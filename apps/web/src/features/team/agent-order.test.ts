import { describe, expect, it } from 'vitest';
import { buildAgentRow } from './testing/fixtures';
import { morningOrder, targetShare } from './agent-order';

describe('the agents’ morning order', () => {
  it('puts the stalled first, then the furthest from their target, those without one after, and those who left last', () => {
    const agents = [
      buildAgentRow({ memberId: 'left', name: 'Белова Ада', current: false, contracts: 0, target: 5 }),
      buildAgentRow({ memberId: 'no-target', name: 'Ершов Илья', contracts: 0, target: 0 }),
      buildAgentRow({ memberId: 'met', name: 'Волков Пётр', contracts: 9, target: 8 }),
      buildAgentRow({ memberId: 'behind', name: 'Жукова Ия', contracts: 1, target: 8 }),
      buildAgentRow({ memberId: 'stalled', name: 'Яковлев Олег', contracts: 4, target: 8, stalled: true }),
      buildAgentRow({ memberId: 'half', name: 'Гусева Ирина', contracts: 4, target: 8 }),
    ];
    expect(morningOrder(agents).map((a) => a.memberId)).toEqual(['stalled', 'behind', 'half', 'met', 'no-target', 'left']);
  });

  it('orders equals by name, then by their first day in the team', () => {
    const agents = [
      buildAgentRow({ memberId: 'b2', name: 'Борисов Ян', from: '2026-05-20', contracts: 0 }),
      buildAgentRow({ memberId: 'b1', name: 'Борисов Ян', from: '2026-05-01', contracts: 0 }),
      buildAgentRow({ memberId: 'a', name: 'Алексеев Ян', contracts: 0 }),
    ];
    expect(morningOrder(agents).map((a) => a.memberId)).toEqual(['a', 'b1', 'b2']);
  });

  it('gives the share of a target up to a whole, and none without a target', () => {
    expect(targetShare(3, 4)).toBe(0.75);
    expect(targetShare(9, 4)).toBe(1);
    expect(targetShare(2, 0)).toBeNull();
  });
});
