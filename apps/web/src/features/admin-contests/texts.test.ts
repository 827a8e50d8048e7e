// A team contest's counts in the back office go with their words: «2 команды», «1 договор».
import { describe, expect, it } from 'vitest';
import { contestAdminTexts as t } from './texts';

describe('a team contest’s counts in the back office', () => {
  it('says a league’s teams and the preview member’s contracts with their plural', () => {
    expect([1, 2, 5, 21].map(t.leagueTeams)).toEqual(['1 команда', '2 команды', '5 команд', '21 команда']);
    expect(t.previewShare({ prizeAtStake: 3000, myContracts: 2, myShare: 1500 })).toBe(
      'приз 3\u00a0000\u00a0б., у вас 2 договора, ваша доля 1\u00a0500\u00a0б.',
    );
    expect(t.previewShare({ prizeAtStake: 3000, myContracts: 1, myShare: 3000 })).toContain('у вас 1 договор,');
  });
});
