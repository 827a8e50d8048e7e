-- The balance adjustments and the months' close move onto the approvals door (decision 0060): a
-- proposal of either is a request of kind 'adjustment' (subject: the member) or 'period_close'
-- (subject: the month, YYYY-MM), approved or refused there like every other. Their history moves with
-- them, in the words the features write today (adjustments/service.ts `adjustmentSummary` and
-- `adjustmentEffect`, periods/service.ts `periodCloseSummary` and `PERIOD_CLOSE_EFFECT`):
--   - every adjustment: a waiting one waits, an applied one is approved (its ledger transaction kept
--     in the payload), a rejected one is rejected with its note («Причина не указана» when none was
--     given: the note was optional, the door's reason is not);
--   - every month proposed: a waiting proposal waits, a closed month's proposal is approved by who
--     closed it; a refused proposal was deleted from `periods`, so the audit log, its only record, gives
--     it back (who proposed and when, who refused and when; no reason was asked).
INSERT INTO approvals (kind, subject, summary, effect, payload, amount, member_id, status, made_by, made_at, day,
                       checked_by, checked_at, reason)
SELECT kind, subject, summary, effect, payload, amount, member_id, status, made_by, made_at,
       (made_at AT TIME ZONE 'Europe/Moscow')::date, checked_by, checked_at, reason
  FROM (
    SELECT 'adjustment' AS kind, a.member_id::text AS subject,
           coalesce(nullif(trim(m.last_name || ' ' || m.first_name || ' ' || m.middle_name), ''),
                    CASE WHEN m.phone ~ '^7[0-9]{10}$'
                         THEN '+7 (' || substr(m.phone, 2, 3) || ') ' || substr(m.phone, 5, 3) || '-' ||
                              substr(m.phone, 8, 2) || '-' || substr(m.phone, 10, 2)
                         ELSE m.phone END)
             || ': корректировка баланса ' || CASE WHEN a.amount > 0 THEN '+' ELSE chr(8722) END
             -- The points as formatPoints writes them: thousands apart by a no-break space, kopecks
             -- only when there are any, then «б.» after a no-break space.
             || regexp_replace((abs(a.amount) / 100)::text, '([0-9])(?=([0-9]{3})+$)', '\1' || chr(160), 'g')
             || CASE WHEN abs(a.amount) % 100 = 0 THEN '' ELSE ',' || lpad((abs(a.amount) % 100)::text, 2, '0') END
             || chr(160) || 'б.' AS summary,
           'Причина: «' || a.reason || '». При подтверждении '
             || CASE WHEN a.amount > 0 THEN 'баллы начислятся на доступный баланс участника'
                     ELSE 'баллы спишутся с доступного баланса участника (если их не хватит, подтвердить нельзя)' END
             || '; в его истории появится строка «Корректировка баланса», участник получит уведомление.' AS effect,
           jsonb_build_object('amount', a.amount, 'reason', a.reason)
             || CASE WHEN a.transaction_id IS NULL THEN '{}'::jsonb
                     ELSE jsonb_build_object('transactionId', a.transaction_id) END AS payload,
           greatest(a.amount, 0) AS amount, a.member_id,
           CASE a.status WHEN 'applied' THEN 'approved' ELSE a.status END AS status,
           a.requested_by AS made_by, a.requested_at AS made_at, a.decided_by AS checked_by, a.decided_at AS checked_at,
           CASE WHEN a.status = 'rejected' THEN coalesce(nullif(trim(a.decision_note), ''), 'Причина не указана') END
             AS reason
      FROM balance_adjustments a JOIN members m ON m.id = a.member_id
    UNION ALL
    SELECT 'period_close', to_char(p.month, 'YYYY-MM'),
           'Закрыть месяц «' || (ARRAY['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август',
                                       'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'])[extract(month FROM p.month)::int]
             || ' ' || to_char(p.month, 'YYYY') || '»',
           'Строки месяца будут заперты навсегда, и каждый агент с движениями за месяц получит документ месяца: ' ||
           'документы готовятся в фоне. Отменить закрытие нельзя: исправления лягут строками в открытый месяц.',
           jsonb_build_object('month', to_char(p.month, 'YYYY-MM')), NULL, NULL,
           CASE p.status WHEN 'closed' THEN 'approved' ELSE 'pending' END,
           p.requested_by, p.requested_at, p.closed_by, p.closed_at, NULL
      FROM periods p
    UNION ALL
    SELECT 'period_close', r.target_id,
           'Закрыть месяц «' || (ARRAY['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август',
                                       'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'])[substr(r.target_id, 6, 2)::int]
             || ' ' || substr(r.target_id, 1, 4) || '»',
           'Строки месяца будут заперты навсегда, и каждый агент с движениями за месяц получит документ месяца: ' ||
           'документы готовятся в фоне. Отменить закрытие нельзя: исправления лягут строками в открытый месяц.',
           jsonb_build_object('month', r.target_id), NULL, NULL, 'rejected',
           q.operator_id, q.at, r.operator_id, r.at, 'Причина не указана'
      FROM audit_log r
      CROSS JOIN LATERAL (SELECT q.operator_id, q.at FROM audit_log q
                           WHERE q.action = 'period.close_requested' AND q.target_id = r.target_id AND q.id < r.id
                           ORDER BY q.id DESC LIMIT 1) q
     WHERE r.action = 'period.close_rejected' AND r.target_id ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'
       AND q.operator_id IS NOT NULL AND r.operator_id IS NOT NULL
  ) moved
 ORDER BY made_at, kind, subject;

-- Nothing of an adjustment is left that the door does not hold.
DROP TABLE balance_adjustments;

-- `periods` keeps the closed months only: what the ledger's guard and the documents read. Who proposed
-- the close and who approved it stay with the closed month as facts of it (the list and the demo's
-- closed month read them), as they do on its approval; a waiting proposal is the door's alone.
DELETE FROM periods WHERE status = 'pending';

CREATE OR REPLACE FUNCTION ledger_refuse_closed_period() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dated timestamptz;
BEGIN
  SELECT n.created_at INTO dated FROM new_transactions n
    JOIN periods p ON n.created_at >= p.starts_at AND n.created_at < p.ends_at
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'period_closed: a ledger line dated % falls in a closed month', dated USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END $$;

ALTER TABLE periods DROP CONSTRAINT periods_documents_made;
-- Dropping the status drops the CHECK that tied it to the closing admin and time, which now always are.
ALTER TABLE periods DROP COLUMN status;
ALTER TABLE periods ALTER COLUMN closed_by SET NOT NULL, ALTER COLUMN closed_at SET NOT NULL;
