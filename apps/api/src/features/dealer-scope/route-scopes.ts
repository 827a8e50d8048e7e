// Every back-office route an operator may call, by what it shows of members (decision 0066). The
// dealer-scope check (guard.ts) reads this for every call of an operator limited to dealers:
// - `member`: the route addresses one member's resource by its path (a member, an order, a dispute, a
//   request at the approvals door); the check finds whose it is first and answers the route's own
//   not-found for a member the operator does not see, before anything is read or written;
// - `list`: the route reads or acts on many members' rows; its feature's query applies the scope
//   (`memberScopeSql`), so lists, counts, exports and reports hold only the operator's members;
// - `programme`: the route holds no member's data (news, settings, the operator's own account, …);
// - `none-for-scoped`: refused (403) to a limited operator, for the reason given.
// A route missing here is refused to a limited operator; apps/api/test/admin/dealer-scope.test.ts fails
// for every operator route of the contracts that is missing, and calls each route of this list.
import type { MemberResource } from './member-of.js';

export type RouteScope =
  | { kind: 'member'; resource: MemberResource; param: string }
  | { kind: 'list' }
  | { kind: 'programme' }
  | { kind: 'none-for-scoped'; why: string };

const member = (resource: MemberResource, param = 'id'): RouteScope => ({ kind: 'member', resource, param });
const list: RouteScope = { kind: 'list' };
const programme: RouteScope = { kind: 'programme' };
const refused = (why: string): RouteScope => ({ kind: 'none-for-scoped', why });

const WHOLE_IMPORT =
  "a contracts file is the company's, every dealer's rows in one; its preview and rows name members of every dealer, and applying it pays them all";
const CONTEST_PLAN =
  'a contest is planned for the whole programme, and its check of listed phones tells whether each is a member anywhere';
const CONTEST_BOARD =
  "a contest ranks the whole programme's members (and teams) on one board: a dealer's part of it would misstate the places, and the whole names other dealers' members";
const COMPLIANCE =
  "the regulators' questions are about the company as a whole (the Минтруд indicator counts every self-employed member); a dealer's share answers none of them";

/** By the contracts' operationId. */
export const ROUTE_SCOPES: Readonly<Record<string, RouteScope>> = {
  // The operator's own account.
  adminMe: programme,
  adminSignOut: programme,
  changeOperatorPassword: programme,
  webChangeOperatorPassword: programme,
  startTotpSetup: programme,
  confirmTotpSetup: programme,
  reportCrossSiteRefusal: programme,
  // The programme: its documents, months, settings, news, badges and rails.
  listLegalVersions: programme,
  listPeriods: programme,
  getProgrammeSettings: programme,
  getTaxSettings: programme,
  listSmsBalances: programme,
  getSmsSettings: programme,
  getPayoutRail: programme,
  listBadges: programme,
  listContests: programme,
  listAdminNews: programme,
  getAdminNews: programme,
  createNewsDraft: programme,
  updateNews: programme,
  setNewsImage: programme,
  removeNewsImage: programme,
  renderNewsMarkdown: programme,
  getAdminNewsImage: programme,
  downloadContractsImportTemplate: programme,
  // Members and their cards.
  searchMembers: list,
  getMemberCard: member('member'),
  blockMember: member('member'),
  unblockMember: member('member'),
  listMemberSignInCodes: member('member'),
  getMemberEmployment: member('member'),
  recordMemberEmployment: member('member'),
  removeMemberEmployment: member('member'),
  getMemberTeamHistory: member('member', 'memberId'),
  // A new member is in no team, so a limited operator would not see whom they made; and the refusal of
  // a taken phone would tell them of a member at another dealer.
  createMember: refused('a new member belongs to no dealer until put in a team, and a taken phone would show a member elsewhere'),
  // Identity documents: the path names the member.
  listIdentityQueue: list,
  getIdentityReview: member('member'),
  getIdentityScan: member('member'),
  confirmIdentity: member('member'),
  rejectIdentity: member('member'),
  // Disputes.
  listDisputeQueue: list,
  getAdminDispute: member('dispute'),
  answerDispute: member('dispute'),
  getAdminDisputeFile: member('dispute'),
  // The withdrawal desk and the payouts' reconciliation.
  deskQueue: list,
  deskOrder: member('withdrawal_order'),
  deskPay: member('withdrawal_order'),
  deskReject: member('withdrawal_order'),
  // Each order of the batch is checked as it is paid: one not seen is refused as an order not found.
  deskBatchPay: list,
  deskRegister: list,
  listPayoutDifferences: list,
  // The approvals door: a limited operator sees and decides the requests about their members.
  listApprovals: list,
  approveApproval: member('approval'),
  rejectApproval: member('approval'),
  // Reports and exports.
  getDashboard: list,
  taxRegister: list,
  refusedInnClaims: list,
  exportNpdReceipts: list,
  getNpdSettings: list,
  listNotificationSends: list,
  getTeamStructure: list,
  // The month's tree of every dealer's targets, down to each agent by name and phone: refused until its
  // read takes the operator's dealers (`dealerScopeSql` on the dealers), when it becomes a `list`.
  getTargetCascade: refused("the tree holds every dealer's agents by name; its read does not take an operator's dealers yet"),
  complianceReport: refused(COMPLIANCE),
  complianceCsv: refused(COMPLIANCE),
  getContest: refused(CONTEST_BOARD),
  contestResults: refused(CONTEST_BOARD),
  previewContest: refused(CONTEST_PLAN),
  planContest: refused(CONTEST_PLAN),
  // Contracts imported from the company's files.
  previewContractsImport: refused(WHOLE_IMPORT),
  listContractsImports: refused(WHOLE_IMPORT),
  getContractsImport: refused(WHOLE_IMPORT),
  listContractsImportRows: refused(WHOLE_IMPORT),
  applyContractsImport: refused(WHOLE_IMPORT),
};
