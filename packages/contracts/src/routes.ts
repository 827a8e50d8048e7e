// Every route contract, for the checks that hold them all to the same rules (each is registered by
// the API or the web app, documented, refused without the right sign-in). Callers import the one
// contract they call, never this list: a page's bundle carries only what it uses.
import { captchaChallengeRoute } from './auth/captcha-challenge.js';
import { logoutRoute } from './auth/logout.js';
import { meRoute } from './auth/me.js';
import { refreshTokenRoute } from './auth/refresh-token.js';
import { requestCodeRoute } from './auth/request-code.js';
import { verifyCodeRoute } from './auth/verify-code.js';
import { getNewsItemRoute } from './content/get-news-item.js';
import { isNotificationRoute } from './content/is-notification.js';
import { likeNewsRoute, unlikeNewsRoute } from './content/like-news.js';
import { listNewsRoute } from './content/list-news.js';
import { listNotificationsRoute } from './content/list-notifications.js';
import { newsCategoriesRoute } from './content/news-categories.js';
import { readNotificationsRoute } from './content/read-notifications.js';
import {
  getMessagePreferencesRoute,
  pushKeyRoute,
  setMessagePreferencesRoute,
  subscribePushRoute,
  unsubscribePushRoute,
} from './content/message-channels.js';
import { exportAuditRoute, listAuditRoute, reportCrossSiteRefusalRoute } from './admin/audit.js';
import { listJobsRoute, retryJobRoute } from './admin/jobs.js';
import {
  adminMeRoute,
  adminSignInRoute,
  acceptInvitationRoute,
  adminSignOutRoute,
  changeOperatorPasswordRoute,
  totpConfirmRoute,
  totpSetupRoute,
  webAdminSignInRoute,
  webChangeOperatorPasswordRoute,
} from './admin/auth.js';
import {
  createOperatorRoute,
  listOperatorsRoute,
  resetOperatorPasswordRoute,
  resetOperatorTotpRoute,
  updateOperatorRoute,
} from './admin/operators.js';
import { dashboardRoute } from './admin/dashboard.js';
import { getTaxProfileRoute, setTaxProfileRoute } from './tax/profile.js';
import { withdrawalPreviewRoute } from './tax/preview.js';
import { getTaxSettingsRoute, updateTaxSettingsRoute } from './tax/settings.js';
import { taxRegisterRoute } from './tax/register.js';
import { refusedInnClaimsRoute } from './tax/inn-claims.js';
import { complianceCsvRoute, complianceRoute } from './admin/compliance.js';
import { getMemberEmploymentRoute, recordMemberEmploymentRoute, removeMemberEmploymentRoute } from './tax/employment.js';
import {
  getPayoutRailRoute,
  listPayoutDifferencesRoute,
  movePayoutRailRoute,
  payoutRailImpactRoute,
  payoutRailMoveRoute,
  updatePayoutRailRoute,
  yookassaNotificationRoute,
} from './admin/payouts.js';
import { listAdjustmentsRoute, requestAdjustmentRoute } from './admin/adjustments.js';
import { blockMemberRoute, createMemberRoute, getMemberRoute, searchMembersRoute, unblockMemberRoute } from './admin/members.js';
import {
  confirmIdentityRoute,
  identityAccessLogRoute,
  identityQueueRoute,
  identityReviewRoute,
  identityScanRoute,
  rejectIdentityRoute,
} from './admin/identity.js';
import { getSettingsRoute, updateSettingsRoute } from './admin/settings.js';
import { securityAlertsRoute } from './admin/security-alerts.js';
import { getTiersRoute, updateTiersRoute } from './admin/tiers.js';
import { getOverrideRuleRoute, updateOverrideRuleRoute } from './admin/supervisor-overrides.js';
import { approveApprovalRoute, listApprovalsRoute, rejectApprovalRoute } from './admin/approvals.js';
import {
  applyImportRoute,
  getImportRoute,
  importTemplateRoute,
  listImportRowsRoute,
  listImportsRoute,
  previewImportRoute,
} from './admin/imports.js';
import { memberDebtRoute } from './money/member-debt.js';
import { heldRewardsRoute } from './money/held-rewards.js';
import {
  deskBatchPayRoute,
  deskOrderRoute,
  deskPayRoute,
  deskQueueRoute,
  deskRegisterRoute,
  deskRejectRoute,
} from './admin/desk.js';
import {
  createNewsRoute,
  getAdminNewsImageRoute,
  getAdminNewsRoute,
  listAdminNewsRoute,
  publishNewsRoute,
  removeNewsImageRoute,
  renderNewsRoute,
  setNewsImageRoute,
  unpublishNewsRoute,
  updateNewsRoute,
} from './admin/news.js';
import {
  cancelNotificationSendRoute,
  checkRecipientsRoute,
  listNotificationSendsRoute,
  sendNotificationRoute,
} from './admin/notifications.js';
import type { RouteDefinition } from './http/route.js';
import { sendCodeBySmsRoute } from './auth/send-code-by-sms.js';
import {
  getSmsSettingsRoute,
  memberSignInCodesRoute,
  smsBalancesRoute,
  updateSmsSettingsRoute,
} from './admin/sign-in-deliveries.js';
import { bindNpdRoute, checkNpdRoute, exportNpdReceiptsRoute, getNpdRoute, getNpdSettingsRoute } from './self-employed/npd.js';
import {
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  redeliverWebhookRoute,
  rotateWebhookSecretRoute,
  sendTestWebhookRoute,
  updateWebhookEndpointRoute,
} from './admin/webhooks.js';
import {
  createDealerRoute,
  createSalesPointRoute,
  createTeamRoute,
  endTeamMembershipRoute,
  getMemberTeamHistoryRoute,
  getTeamStructureRoute,
  placeTeamAgentRoute,
  setTeamSupervisorRoute,
  updateDealerRoute,
  updateSalesPointRoute,
  updateTeamRoute,
} from './admin/teams.js';
import { getTeamAgentRoute, getTeamMonthRoute, getTeamRoleRoute, sendTeamMessageRoute } from './team/team-cabinet.js';
import {
  getTargetCascadeRoute,
  setCascadeShareRoute,
  setDealerTargetRoute,
  unfixCascadeShareRoute,
} from './admin/target-cascade.js';
import { partnerContractsRoute, partnerContractStatusRoute, partnerEventsRoute } from './partner/contracts.js';
import { partnerStructureRoute } from './partner/structure.js';
import { importTeamStructureRoute } from './admin/team-import.js';
import { issuePartnerKeyRoute, listPartnerKeysRoute, revokePartnerKeyRoute, rotatePartnerKeyRoute } from './partner/keys.js';
import {
  getIncomeStatementPdfRoute,
  getIncomeStatementRoute,
  getStatementPdfRoute,
  getStatementRoute,
} from './statements/statements.js';
import {
  cancelContestRoute,
  createContestRoute,
  finishContestRoute,
  getContestRoute,
  listContestsRoute,
  planContestRoute,
  contestResultsRoute,
  previewContestRoute,
  scheduleContestRoute,
  updateContestRoute,
} from './admin/contests.js';
import { getMemberContestRoute, listMemberContestsRoute } from './contests/member-contests.js';
import { listTargetsRoute, memberTargetRoute, setTargetsRoute, resetTargetsRoute } from './contests/targets.js';
import { memberStreakRoute } from './contests/streaks.js';
import { archiveBadgeRoute, createBadgeRoute, listBadgesRoute, memberBadgesRoute, updateBadgeRoute } from './contests/badges.js';
import { accountHistoryRoute } from './money/account-history.js';
import { listBanksRoute } from './money/bank.js';
import { cancelOrderRoute, getOrderRoute } from './money/get-order.js';
import { listOrdersRoute } from './money/list-orders.js';
import { pendingAmountRoute } from './money/pending-amount.js';
import { requestWithdrawalRoute } from './money/request-withdrawal.js';
import { rewardsMonthlyRoute } from './money/rewards-monthly.js';
import { entryCalculationRoute } from './money/entry-calculation.js';
import { rewardsSummaryRoute } from './money/rewards-summary.js';
import { userBalanceRoute } from './money/user-balance.js';
import { accountInfoRoute } from './profile/account-info.js';
import { getConsentRoute, giveConsentRoute, withdrawConsentRoute } from './profile/consent.js';
import { getFileRoute } from './profile/files.js';
import { getPassportDataRoute } from './profile/passport-data.js';
import { personalInfoRoute } from './profile/personal-info.js';
import { setAccountDataRoute } from './profile/set-account-data.js';
import { setPassportDataRoute } from './profile/set-passport-data.js';
import { setPlaceOfWorkRoute } from './profile/set-place-of-work.js';
import { setUserDataRoute } from './profile/set-user-data.js';
import { setImgRoute, setPassportFileRoute } from './profile/uploads.js';
import {
  addDisputeFileRoute,
  createDisputeRoute,
  getDisputeRoute,
  listDisputesRoute,
  replyDisputeRoute,
} from './disputes/disputes.js';
import {
  adminDisputeFileRoute,
  adminDisputeRoute,
  answerDisputeRoute,
  creditDisputeRoute,
  disputeQueueRoute,
} from './disputes/admin-disputes.js';
import {
  documentSignCodeRoute,
  signDocumentRoute,
  listPeriodDocumentsRoute,
  listPeriodsRoute,
  periodDocumentPdfRoute,
  requestPeriodCloseRoute,
} from './periods/periods.js';
import {
  acceptConsentRoute,
  acceptRulesRoute,
  adminLegalRoute,
  exportLegalAcceptancesRoute,
  legalStandingsRoute,
  publishLegalRoute,
  rulesCodeRoute,
} from './legal/legal.js';
import { addPayoutCardRoute, confirmPayoutCardRoute, listPayoutCardsRoute, payoutCardCodeRoute } from './money/payout-cards.js';
import { confirmPayoutAccountRoute, payoutAccountCodeRoute, setPayoutAccountRoute } from './money/payout-account.js';
import { accountHistoryProxyRoute } from './web/account-history.js';
import { webLogoutRoute } from './web/logout.js';
import { webUserRoute } from './web/user.js';
import { versionFileRoute } from './web/version.js';
import { reportWebVitalsRoute } from './web/web-vitals.js';

export const allRoutes: readonly RouteDefinition[] = [
  // The rules and the consent, versioned and accepted.
  legalStandingsRoute,
  rulesCodeRoute,
  acceptRulesRoute,
  acceptConsentRoute,
  adminLegalRoute,
  publishLegalRoute,
  exportLegalAcceptancesRoute,
  // Closing a month and the agents' documents.
  listPeriodsRoute,
  requestPeriodCloseRoute,
  listPeriodDocumentsRoute,
  periodDocumentPdfRoute,
  documentSignCodeRoute,
  signDocumentRoute,
  // The member's cards for payouts.
  listPayoutCardsRoute,
  setPayoutAccountRoute,
  payoutAccountCodeRoute,
  confirmPayoutAccountRoute,
  addPayoutCardRoute,
  payoutCardCodeRoute,
  confirmPayoutCardRoute,
  // «Как посчитано» of a history line.
  entryCalculationRoute,
  // Disputes and missing-contract claims, the member's side and the operators' queue.
  listDisputesRoute,
  getDisputeRoute,
  createDisputeRoute,
  replyDisputeRoute,
  addDisputeFileRoute,
  disputeQueueRoute,
  adminDisputeRoute,
  answerDisputeRoute,
  creditDisputeRoute,
  adminDisputeFileRoute,
  // Contests (decision 0032).
  listMemberContestsRoute,
  getMemberContestRoute,
  listContestsRoute,
  getContestRoute,
  createContestRoute,
  updateContestRoute,
  scheduleContestRoute,
  finishContestRoute,
  cancelContestRoute,
  previewContestRoute,
  planContestRoute,
  contestResultsRoute,
  memberTargetRoute,
  memberStreakRoute,
  memberBadgesRoute,
  listBadgesRoute,
  createBadgeRoute,
  updateBadgeRoute,
  archiveBadgeRoute,
  setTargetsRoute,
  resetTargetsRoute,
  listTargetsRoute,
  captchaChallengeRoute,
  requestCodeRoute,
  verifyCodeRoute,
  refreshTokenRoute,
  logoutRoute,
  meRoute,
  userBalanceRoute,
  pendingAmountRoute,
  heldRewardsRoute,
  accountHistoryRoute,
  listBanksRoute,
  listOrdersRoute,
  getOrderRoute,
  cancelOrderRoute,
  requestWithdrawalRoute,
  rewardsSummaryRoute,
  rewardsMonthlyRoute,
  listNewsRoute,
  newsCategoriesRoute,
  getNewsItemRoute,
  likeNewsRoute,
  unlikeNewsRoute,
  listNotificationsRoute,
  isNotificationRoute,
  readNotificationsRoute,
  // Channels of a member's messages (decision 0036).
  getMessagePreferencesRoute,
  setMessagePreferencesRoute,
  pushKeyRoute,
  subscribePushRoute,
  unsubscribePushRoute,
  personalInfoRoute,
  accountInfoRoute,
  setUserDataRoute,
  setPlaceOfWorkRoute,
  setAccountDataRoute,
  setImgRoute,
  getPassportDataRoute,
  setPassportDataRoute,
  setPassportFileRoute,
  getConsentRoute,
  giveConsentRoute,
  withdrawConsentRoute,
  getFileRoute,
  // Identity review (back office).
  identityQueueRoute,
  identityReviewRoute,
  identityScanRoute,
  confirmIdentityRoute,
  rejectIdentityRoute,
  identityAccessLogRoute,
  webUserRoute,
  webLogoutRoute,
  accountHistoryProxyRoute,
  versionFileRoute,
  reportWebVitalsRoute,
  adminSignInRoute,
  webAdminSignInRoute,
  adminMeRoute,
  adminSignOutRoute,
  changeOperatorPasswordRoute,
  webChangeOperatorPasswordRoute,
  totpSetupRoute,
  totpConfirmRoute,
  listOperatorsRoute,
  createOperatorRoute,
  updateOperatorRoute,
  resetOperatorPasswordRoute,
  resetOperatorTotpRoute,
  // Separation of duties (decision 0029).
  acceptInvitationRoute,
  listAuditRoute,
  exportAuditRoute,
  reportCrossSiteRefusalRoute,
  getSettingsRoute,
  updateSettingsRoute,
  securityAlertsRoute,
  dashboardRoute,
  searchMembersRoute,
  getMemberRoute,
  createMemberRoute,
  blockMemberRoute,
  unblockMemberRoute,
  requestAdjustmentRoute,
  listAdjustmentsRoute,
  listApprovalsRoute,
  approveApprovalRoute,
  rejectApprovalRoute,
  // Contracts import and tiers.
  memberDebtRoute,
  getTiersRoute,
  updateTiersRoute,
  getOverrideRuleRoute,
  updateOverrideRuleRoute,
  previewImportRoute,
  listImportsRoute,
  getImportRoute,
  listImportRowsRoute,
  applyImportRoute,
  importTemplateRoute,
  deskQueueRoute,
  getPayoutRailRoute,
  payoutRailImpactRoute,
  updatePayoutRailRoute,
  payoutRailMoveRoute,
  movePayoutRailRoute,
  listPayoutDifferencesRoute,
  yookassaNotificationRoute,
  deskOrderRoute,
  deskPayRoute,
  deskRejectRoute,
  deskBatchPayRoute,
  deskRegisterRoute,
  // News and notifications of the back office.
  listAdminNewsRoute,
  getAdminNewsRoute,
  createNewsRoute,
  updateNewsRoute,
  setNewsImageRoute,
  removeNewsImageRoute,
  publishNewsRoute,
  unpublishNewsRoute,
  renderNewsRoute,
  getAdminNewsImageRoute,
  listNotificationSendsRoute,
  checkRecipientsRoute,
  sendNotificationRoute,
  cancelNotificationSendRoute,
  // Background jobs (admins).
  listJobsRoute,
  retryJobRoute,
  // Sign-in codes by Telegram and SMS (decision 0035).
  sendCodeBySmsRoute,
  memberSignInCodesRoute,
  smsBalancesRoute,
  getSmsSettingsRoute,
  updateSmsSettingsRoute,
  getTaxProfileRoute,
  setTaxProfileRoute,
  withdrawalPreviewRoute,
  getTaxSettingsRoute,
  updateTaxSettingsRoute,
  taxRegisterRoute,
  refusedInnClaimsRoute,
  getMemberEmploymentRoute,
  recordMemberEmploymentRoute,
  removeMemberEmploymentRoute,
  complianceRoute,
  complianceCsvRoute,
  // Self-employed members (decision 0034).
  getNpdRoute,
  checkNpdRoute,
  bindNpdRoute,
  getStatementRoute,
  getStatementPdfRoute,
  getIncomeStatementRoute,
  getIncomeStatementPdfRoute,
  exportNpdReceiptsRoute,
  getNpdSettingsRoute,
  // The partner API and its keys (docs/partner-api.md).
  partnerContractsRoute,
  partnerEventsRoute,
  partnerContractStatusRoute,
  partnerStructureRoute,
  listPartnerKeysRoute,
  issuePartnerKeyRoute,
  rotatePartnerKeyRoute,
  revokePartnerKeyRoute,
  // The team structure (decision 0065).
  getTeamStructureRoute,
  importTeamStructureRoute,
  getMemberTeamHistoryRoute,
  createDealerRoute,
  updateDealerRoute,
  createSalesPointRoute,
  updateSalesPointRoute,
  createTeamRoute,
  updateTeamRoute,
  placeTeamAgentRoute,
  endTeamMembershipRoute,
  setTeamSupervisorRoute,
  // The supervisor's «Команда» (decision 0065).
  getTeamRoleRoute,
  getTeamMonthRoute,
  getTeamAgentRoute,
  sendTeamMessageRoute,
  // Targets cascaded through the teams (decision 0067).
  getTargetCascadeRoute,
  setDealerTargetRoute,
  setCascadeShareRoute,
  unfixCascadeShareRoute,
  // Webhooks back to the company (docs/webhooks.md).
  listWebhookEndpointsRoute,
  createWebhookEndpointRoute,
  updateWebhookEndpointRoute,
  rotateWebhookSecretRoute,
  deleteWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  redeliverWebhookRoute,
  sendTestWebhookRoute,
];
