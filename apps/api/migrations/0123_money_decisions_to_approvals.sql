-- Money one operator creates (decision 0041) moves onto the approvals door (decision 0060): a personal
-- target's bonus, a raise of a month's tier table, a contest's prizes and a dispute's credit are
-- requests of the kinds 'target', 'tiers', 'contest_prizes' and 'dispute_credit', and what a maker
-- created alone in a Moscow day is summed there over every money kind. Every decision moves with its
-- maker, checker, times, reason, payload and sum, and with its status: 'alone' ones still count
-- toward their maker's day. Their summaries are already the Russian line the approval screen shows;
-- the sum, which the money decisions' card showed in a column of its own, becomes the request's
-- effect («Будет начислено не больше 1 000 000 б.», with no-break spaces as formatPoints writes them;
-- new requests say it in their kind's words). The audit log's money_decision entries keep the
-- decisions' old numbers.
INSERT INTO approvals (kind, subject, summary, effect, payload, amount, member_id, status, made_by, made_at, day,
                       checked_by, checked_at, reason)
SELECT d.kind, d.subject, d.summary,
       'Будет начислено не больше '
         || regexp_replace((d.amount / 100)::text, '(\d)(?=(\d{3})+$)', '\1' || chr(160), 'g')
         || CASE WHEN d.amount % 100 = 0 THEN '' ELSE ',' || lpad((d.amount % 100)::text, 2, '0') END
         || chr(160) || 'б.',
       d.payload, d.amount,
       CASE WHEN d.kind = 'dispute_credit' THEN (SELECT s.member_id FROM disputes s WHERE s.id::text = d.subject) END,
       d.status, d.decided_by, d.decided_at, d.day,
       -- A contest's prizes were approved one by one, and the decision closed with whoever decided the
       -- last of them — its author too, when refusing that one: the approval is the other admin's.
       CASE WHEN d.status = 'approved' AND d.checked_by = d.decided_by
            THEN (SELECT p.approved_by FROM contest_prizes p
                   WHERE d.kind = 'contest_prizes' AND p.contest_id::text = d.subject
                     AND p.approved_by IS NOT NULL AND p.approved_by <> d.decided_by
                   ORDER BY p.paid_at DESC LIMIT 1)
            ELSE d.checked_by END,
       CASE WHEN d.status IN ('approved', 'rejected') THEN coalesce(d.checked_at, d.decided_at) END,
       d.reason
  FROM money_decisions d
 ORDER BY d.decided_at, d.id;

-- A dispute's waiting credit is found at the door by its subject, the dispute's number.
ALTER TABLE disputes DROP COLUMN pending_decision_id;
DROP TABLE money_decisions;
