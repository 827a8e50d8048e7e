// What the member is told about a dispute (the notification list, push and SMS). A dispute is always
// named by its number, as its credit's history line names it (ledger/money-texts.ts).
import { DISPUTE_STATUS_TEXT, formatPoints, type DisputeStatus } from '@cabinet/contracts';

export const disputeName = (id: number) => `Спор № ${id}`;

/** The system's answer when an import brings a claimed contract. */
export const matchedAnswer = (contractNumber: string, credited: boolean) =>
  credited
    ? `Договор № ${contractNumber} пришёл с загрузкой договоров, баллы за него начислены.`
    : `Договор № ${contractNumber} пришёл с загрузкой договоров, но баллов за него нет. Оператор проверит и ответит.`;

/** The answer the member reads while a credit waits for a second admin. */
export const creditWaitsAnswer = 'Спор взят в работу: начисление согласовывается.';

export const disputeNotice = {
  answered: (id: number, status: DisputeStatus, text: string) => ({
    title: `${disputeName(id)}: ${DISPUTE_STATUS_TEXT[status].toLowerCase()}`,
    body: text,
  }),
  credited: (id: number, amount: number, text: string) => ({
    title: `${disputeName(id)} решён: начислено ${formatPoints(amount)}`,
    body: text,
  }),
  matched: (id: number, contractNumber: string, credited: boolean) => ({
    title: `${disputeName(id)}: договор № ${contractNumber} пришёл`,
    body: matchedAnswer(contractNumber, credited),
  }),
};

/** Why a claim's credit waiting for a second admin was withdrawn: the import brought the contract. */
export const creditSupersededReason = (contractNumber: string) =>
  `Договор № ${contractNumber} пришёл с импортом и начислен по тарифу: начисление по спору не нужно`;
