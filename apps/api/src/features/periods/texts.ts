// What an agent is told about the month's document.
import { countRu, monthYearInText as monthName, OBJECTION_DAYS } from '@cabinet/contracts';

export const documentNotice = {
  ready: (month: string) => ({
    title: `Документ за ${monthName(month)} готов`,
    body: `Прочтите его и подпишите кодом из SMS. Возражения принимаются ${countRu(OBJECTION_DAYS, ['день', 'дня', 'дней'])}.`,
  }),
  reminder: (month: string, until: string) => ({
    title: `Документ за ${monthName(month)} ждёт подписи`,
    body: `Подпишите его или сообщите о несогласии до ${until}; после этого он считается принятым.`,
  }),
};
