import {
  acceptConsentRoute,
  acceptRulesRoute,
  legalStandingsRoute,
  rulesCodeRoute,
  type LegalStanding,
  type LegalStandingsResponse,
} from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, Reply } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render';
import { LegalAcceptanceScreen } from './legal-acceptance-screen';

const version = (kind: LegalStanding['kind'], id: number): LegalStanding['version'] => ({
  id,
  kind,
  number: 2,
  edition: '2026-11-26',
  sha256: 'ab'.repeat(32),
  summary: kind === 'rules' ? 'Добавлены споры по начислениям.' : 'Согласие стало отдельным документом.',
  publishedAt: '2026-11-20T09:00:00.000Z',
});
const at = '2026-11-26T10:15:00.000Z';

/** `rulesBefore`: the member accepted an earlier version of the rules, so this one is a new edition to them. */
function standings(rulesAccepted: boolean, consentAccepted: boolean, rulesBefore = false): LegalStandingsResponse {
  return {
    documents: [
      {
        kind: 'rules',
        version: version('rules', 7),
        acceptedAt: rulesAccepted ? at : null,
        acceptedEarlierVersion: rulesBefore,
      },
      {
        kind: 'pd_consent',
        version: version('pd_consent', 8),
        acceptedAt: consentAccepted ? at : null,
        acceptedEarlierVersion: false,
      },
    ],
    pending: !rulesAccepted || !consentAccepted,
  };
}

describe('accepting the rules and the consent', () => {
  it('asks for the tick before the code, accepts the rules with the code and shows when', async () => {
    let rules = false;
    const fake = fakeApi()
      .on(legalStandingsRoute, () => standings(rules, false))
      .on(rulesCodeRoute, { channel: 'sms', resendAfter: 60 })
      .on(acceptRulesRoute, () => {
        rules = true;
        return standings(true, false);
      });
    const { user } = renderScreen(<LegalAcceptanceScreen />);
    const card = await screen.findByRole('listitem', { name: 'Правила программы' });
    expect(within(card).getByText('Версия 2 от 20.11.2026')).toBeInTheDocument();
    expect(within(card).getByText('Добавлены споры по начислениям.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Читать правила' })).toHaveAttribute('href', '/rules');

    await user.click(within(card).getByRole('button', { name: 'Получить код' }));
    expect(await within(card).findByText('Сначала отметьте, что прочитали правила и принимаете их')).toBeInTheDocument();
    expect(fake.requests(rulesCodeRoute)).toHaveLength(0);

    await user.click(within(card).getByLabelText('Я прочитал(а) правила программы и принимаю их'));
    await user.click(within(card).getByRole('button', { name: 'Получить код' }));
    expect(await within(card).findByText('Код отправлен в SMS на номер вашей учётной записи.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Код подтверждения'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Принять правила' }));
    expect(await within(card).findByText('Принято 26.11.2026, 13:15')).toBeInTheDocument();
    expect(fake.requests(rulesCodeRoute)[0]!.body).toEqual({ versionId: 7 });
    expect(fake.requests(acceptRulesRoute)[0]!.body).toEqual({ versionId: 7, read: true, code: '123456' });
  });

  it('shows the API’s refusal of a wrong code and keeps the form', async () => {
    fakeApi()
      .on(legalStandingsRoute, standings(false, true))
      .on(rulesCodeRoute, { channel: 'telegram', resendAfter: 60 })
      .on(acceptRulesRoute, new Reply(400, { code: 'invalid_code', message: 'Неверный код' }));
    const { user } = renderScreen(<LegalAcceptanceScreen />);
    const card = await screen.findByRole('listitem', { name: 'Правила программы' });
    await user.click(within(card).getByLabelText('Я прочитал(а) правила программы и принимаю их'));
    await user.click(within(card).getByRole('button', { name: 'Получить код' }));
    expect(await within(card).findByText('Код отправлен в Telegram на номер вашей учётной записи.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Код подтверждения'), '000000');
    await user.click(within(card).getByRole('button', { name: 'Принять правила' }));
    expect(await within(card).findByText('Неверный код')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Принять правила' })).toBeEnabled();
  });

  it('gives the consent only with its own tick', async () => {
    let consent = false;
    const fake = fakeApi()
      .on(legalStandingsRoute, () => standings(true, consent))
      .on(acceptConsentRoute, () => {
        consent = true;
        return standings(true, true);
      });
    const { user } = renderScreen(<LegalAcceptanceScreen />);
    const card = await screen.findByRole('listitem', { name: 'Согласие на обработку персональных данных' });
    expect(within(card).getByRole('link', { name: 'Читать согласие' })).toHaveAttribute('href', '/consent');
    await user.click(within(card).getByRole('button', { name: 'Дать согласие' }));
    expect(await within(card).findByText('Отметьте, что даёте согласие')).toBeInTheDocument();
    expect(fake.requests(acceptConsentRoute)).toHaveLength(0);

    await user.click(within(card).getByLabelText('Даю согласие на обработку моих персональных данных на условиях этого текста'));
    await user.click(within(card).getByRole('button', { name: 'Дать согласие' }));
    expect(await within(card).findByText('Принято 26.11.2026, 13:15')).toBeInTheDocument();
    expect(fake.requests(acceptConsentRoute)[0]!.body).toEqual({ versionId: 8, consent: true });
    expect(
      await screen.findByText('Действующие редакции приняты. Когда выйдет новая, кабинет напомнит о ней.'),
    ).toBeInTheDocument();
  });

  it('asks a member who has accepted no version yet for a first acceptance, never a new edition', async () => {
    fakeApi().on(legalStandingsRoute, standings(false, false));
    renderScreen(<LegalAcceptanceScreen />);
    await screen.findByRole('listitem', { name: 'Правила программы' });
    expect(
      screen.getByText(
        'Правила программы и согласие на обработку персональных данных — отдельные документы. Действующую редакцию каждого нужно принять до следующего вывода баллов; начисления идут как обычно.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByText(/нов(ая|ую|ые) редакци/i)).toEqual([]);
  });

  it('tells a member whose accepted rules were superseded that this is a new edition, and only of those', async () => {
    fakeApi().on(legalStandingsRoute, standings(false, false, true));
    renderScreen(<LegalAcceptanceScreen />);
    const rules = await screen.findByRole('listitem', { name: 'Правила программы' });
    expect(within(rules).getByText('Новая редакция: предыдущую вы уже принимали.')).toBeInTheDocument();
    const consent = screen.getByRole('listitem', { name: 'Согласие на обработку персональных данных' });
    expect(within(consent).queryByText(/редакци/)).not.toBeInTheDocument();
  });

  it('says when there is nothing to accept', async () => {
    fakeApi().on(legalStandingsRoute, { documents: [], pending: false });
    renderScreen(<LegalAcceptanceScreen />);
    expect(await screen.findByText('Принимать пока нечего: действующие документы ещё не опубликованы.')).toBeInTheDocument();
  });
});
