// Every Russian text of the web app, one file per part of it so that a page's bundle carries the
// texts it shows (docs/performance.md). Texts quoted by the specification are verbatim: do not edit them.
export { brand, titles, errors, forms, validation } from './common';
export { shell, publicShell, balance, update } from './shell';
export { login, captcha } from './login';
export { homeTexts } from './home';
export { balanceScreenTexts } from './balance-screen';
export { ordersTexts } from './orders';
export { withdrawTexts } from './withdraw';
export { profileTexts } from './profile';
export { profileFormTexts } from './profile-forms';
export { newsTexts } from './news';
export { notificationTexts } from './notifications';
export { contestsTexts } from './contests';
export { messageSettingsTexts } from './message-settings';
export { messageChannelTexts } from './message-channels';
export { taxTexts } from './tax';
export { selfEmployedTexts } from './self-employed';
export { payoutCardsTexts } from './payout-cards';
export { statementsTexts } from './statements';
export { disputesTexts } from './disputes';
export { legalTexts } from './legal';
