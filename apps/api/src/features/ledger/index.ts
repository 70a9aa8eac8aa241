/**
 * What the rest of the API uses from the ledger: posting (the one writer of money), balances, the
 * accounts behind them and the verifier (the test helper and the bench run it after each test).
 */
export {
  ensureMemberAccountId,
  lockMembers,
  memberBalanceCents,
  post,
  postComposed,
  postMany,
  postWithCompanion,
  systemBalanceCents,
  SystemAccount,
  type ComposedPosting,
  type SystemAccountCode,
  type Leg,
  type MemberAccountRef,
  type PostingRequest,
  type PostingResult,
} from './ledger.service';
export { arrayPostingStatement, postingStatement } from './ledger.posting';
/** Taking credits back, never below zero (clawbacks of bonuses and of a reversed sale). */
export { postTakingBack, type TakeBackCredit, type TakeBackOutcome, type TakeBackRequest } from './ledger.take-back';
/** Held credits: phase one into held credits, then released to the wallet or voided (docs/ledger.md#held-credits). */
export {
  heldOf,
  HoldStatus,
  holdingLegs,
  holdReleaseDay,
  holdTermsFrom,
  holdReleaseKey,
  lockHolds,
  postHolds,
  recordHolds,
  releaseDueHolds,
  startHoldClock,
  voidHolds,
  type HoldCredit,
  type HoldKind,
  type HoldRow,
  type HoldTerms,
} from './ledger.holds';
export { ensureSystemAccountId, findMemberAccount } from './ledger.repository';
export { verifyLedger } from './ledger.verifier';
