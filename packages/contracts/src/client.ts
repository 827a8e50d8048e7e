// `@cabinet/contracts/client`: what a browser bundle may import from the contracts — every type,
// the routes as zod-free references, and the constants and formatting the screens show — and no
// zod (decision 0022). The API and the web app's server keep importing the full contracts
// (`@cabinet/contracts`). client.test.ts checks that nothing this entry loads imports zod.
export type * from './index.js';
// The routes as references, one generated module per area, listed by name (a second `export *` would
// clash with the types' names): scripts/generate-route-refs.mjs writes the list.
// <route-refs>
export {
  acceptInvitationRoute,
  adminDisputeFileRoute,
  adminDisputeRoute,
  adminLegalRoute,
  adminMeRoute,
  adminSignInRoute,
  adminSignOutRoute,
  answerDisputeRoute,
  applyImportRoute,
  approveApprovalRoute,
  archiveBadgeRoute,
  blockMemberRoute,
  cancelContestRoute,
  cancelNotificationSendRoute,
  changeOperatorPasswordRoute,
  checkRecipientsRoute,
  complianceCsvRoute,
  complianceRoute,
  confirmIdentityRoute,
  contestResultsRoute,
  createBadgeRoute,
  createContestRoute,
  createDealerRoute,
  createMemberRoute,
  createNewsRoute,
  createOperatorRoute,
  createSalesPointRoute,
  createTeamRoute,
  createWebhookEndpointRoute,
  creditDisputeRoute,
  dashboardRoute,
  deleteWebhookEndpointRoute,
  deskBatchPayRoute,
  deskOrderRoute,
  deskPayRoute,
  deskQueueRoute,
  deskRegisterRoute,
  deskRejectRoute,
  disputeQueueRoute,
  endTeamMembershipRoute,
  exportAuditRoute,
  exportLegalAcceptancesRoute,
  exportNpdReceiptsRoute,
  finishContestRoute,
  getAdminNewsImageRoute,
  getAdminNewsRoute,
  getContestRoute,
  getImportRoute,
  getMemberEmploymentRoute,
  getMemberRoute,
  getMemberTeamHistoryRoute,
  getNpdSettingsRoute,
  getOverrideRuleRoute,
  getPayoutRailRoute,
  getSettingsRoute,
  getSmsSettingsRoute,
  getTargetCascadeRoute,
  getTaxSettingsRoute,
  getTeamStructureRoute,
  getTiersRoute,
  identityAccessLogRoute,
  identityQueueRoute,
  identityReviewRoute,
  identityScanRoute,
  importTeamStructureRoute,
  importTemplateRoute,
  issuePartnerKeyRoute,
  listAdjustmentsRoute,
  listAdminNewsRoute,
  listApprovalsRoute,
  listAuditRoute,
  listBadgesRoute,
  listContestsRoute,
  listImportRowsRoute,
  listImportsRoute,
  listJobsRoute,
  listNotificationSendsRoute,
  listOperatorsRoute,
  listPartnerKeysRoute,
  listPayoutDifferencesRoute,
  listPeriodsRoute,
  listTargetsRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  memberSignInCodesRoute,
  movePayoutRailRoute,
  payoutRailImpactRoute,
  payoutRailMoveRoute,
  placeTeamAgentRoute,
  planContestRoute,
  previewContestRoute,
  previewImportRoute,
  publishLegalRoute,
  publishNewsRoute,
  recordMemberEmploymentRoute,
  redeliverWebhookRoute,
  refusedInnClaimsRoute,
  rejectApprovalRoute,
  rejectIdentityRoute,
  removeMemberEmploymentRoute,
  removeNewsImageRoute,
  renderNewsRoute,
  reportCrossSiteRefusalRoute,
  requestAdjustmentRoute,
  requestPeriodCloseRoute,
  resetOperatorPasswordRoute,
  resetOperatorTotpRoute,
  resetTargetsRoute,
  retryJobRoute,
  revokePartnerKeyRoute,
  rotatePartnerKeyRoute,
  rotateWebhookSecretRoute,
  scheduleContestRoute,
  searchMembersRoute,
  securityAlertsRoute,
  sendNotificationRoute,
  sendTestWebhookRoute,
  setCascadeShareRoute,
  setDealerTargetRoute,
  setNewsImageRoute,
  setTargetsRoute,
  setTeamSupervisorRoute,
  smsBalancesRoute,
  taxRegisterRoute,
  totpConfirmRoute,
  totpSetupRoute,
  unblockMemberRoute,
  unfixCascadeShareRoute,
  unpublishNewsRoute,
  updateBadgeRoute,
  updateContestRoute,
  updateDealerRoute,
  updateNewsRoute,
  updateOperatorRoute,
  updateOverrideRuleRoute,
  updatePayoutRailRoute,
  updateSalesPointRoute,
  updateSettingsRoute,
  updateSmsSettingsRoute,
  updateTaxSettingsRoute,
  updateTeamRoute,
  updateTiersRoute,
  updateWebhookEndpointRoute,
} from './refs/admin.js';
export {
  captchaChallengeRoute,
  logoutRoute,
  meRoute,
  refreshTokenRoute,
  requestCodeRoute,
  sendCodeBySmsRoute,
  verifyCodeRoute,
} from './refs/auth.js';
export {
  getMemberContestRoute,
  listMemberContestsRoute,
  memberBadgesRoute,
  memberStreakRoute,
  memberTargetRoute,
} from './refs/contests.js';
export {
  addDisputeFileRoute,
  createDisputeRoute,
  getDisputeRoute,
  listDisputesRoute,
  replyDisputeRoute,
} from './refs/disputes.js';
export { getFileRoute } from './refs/files.js';
export {
  acceptConsentRoute,
  acceptRulesRoute,
  getConsentRoute,
  getPassportDataRoute,
  giveConsentRoute,
  legalStandingsRoute,
  rulesCodeRoute,
  setPassportDataRoute,
  setPassportFileRoute,
  withdrawConsentRoute,
} from './refs/identity.js';
export {
  accountHistoryRoute,
  addPayoutCardRoute,
  bindNpdRoute,
  cancelOrderRoute,
  checkNpdRoute,
  confirmPayoutAccountRoute,
  confirmPayoutCardRoute,
  documentSignCodeRoute,
  entryCalculationRoute,
  getIncomeStatementPdfRoute,
  getIncomeStatementRoute,
  getNpdRoute,
  getOrderRoute,
  getStatementPdfRoute,
  getStatementRoute,
  getTaxProfileRoute,
  heldRewardsRoute,
  listBanksRoute,
  listOrdersRoute,
  listPayoutCardsRoute,
  listPeriodDocumentsRoute,
  memberDebtRoute,
  payoutAccountCodeRoute,
  payoutCardCodeRoute,
  pendingAmountRoute,
  periodDocumentPdfRoute,
  requestWithdrawalRoute,
  rewardsMonthlyRoute,
  rewardsSummaryRoute,
  setPayoutAccountRoute,
  setTaxProfileRoute,
  signDocumentRoute,
  userBalanceRoute,
  withdrawalPreviewRoute,
  yookassaNotificationRoute,
} from './refs/money.js';
export { getNewsItemRoute, likeNewsRoute, listNewsRoute, newsCategoriesRoute, unlikeNewsRoute } from './refs/news.js';
export {
  getMessagePreferencesRoute,
  isNotificationRoute,
  listNotificationsRoute,
  pushKeyRoute,
  readNotificationsRoute,
  setMessagePreferencesRoute,
  subscribePushRoute,
  unsubscribePushRoute,
} from './refs/notifications.js';
export { partnerContractsRoute, partnerContractStatusRoute, partnerEventsRoute, partnerStructureRoute } from './refs/partner.js';
export {
  accountInfoRoute,
  personalInfoRoute,
  setAccountDataRoute,
  setImgRoute,
  setPlaceOfWorkRoute,
  setUserDataRoute,
} from './refs/profile.js';
export { getTeamAgentRoute, getTeamMonthRoute, getTeamRoleRoute, sendTeamMessageRoute } from './refs/team.js';
export { reportWebVitalsRoute } from './refs/vitals.js';
export {
  accountHistoryProxyRoute,
  versionFileRoute,
  webAdminSignInRoute,
  webChangeOperatorPasswordRoute,
  webLogoutRoute,
  webUserRoute,
} from './refs/web.js';
// </route-refs>
export { API_PATH_PREFIX, answersDownload } from './http/route.js';
export { refPath, type RouteRef } from './http/route-ref.js';
export * from './programme.js';
export * from './content/message-kinds.js';
export * from './common/phone-format.js';
export * from './common/plural.js';
export * from './common/input-rules.js';
export * from './common/csv.js';
export * from './common/lazy.js';
export * from './common/ru-months.js';
export * from './profile/file-rules.js';
export * from './profile/passport-values.js';
export * from './profile/consent-version.js';
export * from './web/version-values.js';
export * from './web/web-vitals-values.js';
export * from './content/content-limits.js';
export * from './money/money-values.js';
export * from './money/points-format.js';
export * from './money/payout-card-values.js';
export * from './disputes/dispute-values.js';
export * from './periods/period-values.js';
export * from './legal/legal-values.js';
export * from './legal/shipped-editions.js';
export * from './tax/tax-texts.js';
export * from './admin/compliance-values.js';
export * from './error-values.js';
export * from './contests/badge-rules.js';
export * from './contests/contest-rules.js';
export * from './team/team-cabinet-values.js';
export * from './disputes/admin-dispute-values.js';
export * from './admin/adjustment-values.js';
export * from './admin/audit-values.js';
export * from './admin/audit-fields.js';
export * from './admin/cabinet-links.js';
export * from './admin/desk-values.js';
export * from './admin/identity-values.js';
export * from './admin/import-values.js';
export * from './admin/job-values.js';
export * from './admin/member-values.js';
export * from './admin/approval-values.js';
export * from './admin/webhook-values.js';
export * from './partner/partner-values.js';
export * from './admin/news-values.js';
export * from './admin/notification-values.js';
export * from './admin/operator-values.js';
export * from './admin/recipient-phones.js';
export * from './admin/tier-values.js';
export * from './admin/supervisor-override-values.js';
export * from './admin/target-cascade-values.js';
export * from './admin/team-values.js';
export { isValidPersonInn } from './tax/inn.js';
export { isValidBankAccount, isValidBik } from './common/bank-account.js';
