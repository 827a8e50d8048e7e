-- A weaker programme setting, an account's change and the desk's large payment move onto the approvals
-- door (decision 0060): a request of kind 'settings' (subject: the setting's key), 'operator_change'
-- (subject: the change and the account, `promote:<operator id>`, or for an admin not created yet the
-- hash of the e-mail — a subject holds 100 characters, an e-mail 254) or 'desk_payout' (subject: the
-- order's number), decided there like every other. Their history moves with them — waiting, approved
-- and refused requests with their maker, checker, times and payload — in the words the features write
-- today (settings/service.ts `settingsChangeSummary` and `settingsChangeEffect`, operators/changes.ts
-- `operatorChangeSummary` and `OPERATOR_CHANGE_EFFECT`, desk/service.ts `deskPayoutSummary` and
-- `DESK_PAYOUT_EFFECT`); amounts as formatPoints writes them (thousands apart by a no-break space,
-- kopecks only when there are any, a no-break space before «б.»), days as countRu does:
--   - a settings change: waiting waits, applied is approved, rejected is rejected. No reason was asked:
--     «Причина не указана». The door takes one waiting request per setting, the old table any number:
--     of several waiting for one setting the latest waits, the earlier ones are withdrawn by their
--     makers now, saying so;
--   - an account's change asked of a second admin: the same. A new operator, made alone, and an
--     account made from the command line were never requests: they stay facts only (below);
--   - a large payment: approved when its checker approved it, waiting while its order waits; one whose
--     order was closed before anyone approved it is withdrawn, saying who closed the order, as the
--     orders service now does (orders/return-order.ts).
INSERT INTO approvals (kind, subject, summary, effect, payload, amount, member_id, status, made_by, made_at, day,
                       checked_by, checked_at, reason)
SELECT kind, subject, summary, effect, payload, amount, member_id, status, made_by, made_at,
       (made_at AT TIME ZONE 'Europe/Moscow')::date, checked_by, checked_at, reason
  FROM (
    SELECT 'settings' AS kind, s.key AS subject,
           CASE s.name
             WHEN 'holdDays' THEN
               'Удержание начислений ' || s.was::int || ' ' ||
               CASE WHEN s.was::int % 10 = 1 AND s.was::int % 100 <> 11 THEN 'день'
                    WHEN s.was::int % 10 BETWEEN 2 AND 4 AND s.was::int % 100 NOT BETWEEN 12 AND 14 THEN 'дня'
                    ELSE 'дней' END ||
               ' → ' || s.asked::int || ' ' ||
               CASE WHEN s.asked::int % 10 = 1 AND s.asked::int % 100 <> 11 THEN 'день'
                    WHEN s.asked::int % 10 BETWEEN 2 AND 4 AND s.asked::int % 100 NOT BETWEEN 12 AND 14 THEN 'дня'
                    ELSE 'дней' END
             ELSE
               'Порог подтверждения выплат ' ||
               regexp_replace((round(s.was * 100)::bigint / 100)::text, '([0-9])(?=([0-9]{3})+$)', '\1' || chr(160), 'g') ||
               CASE WHEN round(s.was * 100)::bigint % 100 = 0 THEN ''
                    ELSE ',' || lpad((round(s.was * 100)::bigint % 100)::text, 2, '0') END || chr(160) || 'б.' ||
               ' → ' ||
               regexp_replace((round(s.asked * 100)::bigint / 100)::text, '([0-9])(?=([0-9]{3})+$)', '\1' || chr(160), 'g') ||
               CASE WHEN round(s.asked * 100)::bigint % 100 = 0 THEN ''
                    ELSE ',' || lpad((round(s.asked * 100)::bigint % 100)::text, 2, '0') END || chr(160) || 'б.'
           END AS summary,
           CASE s.name
             WHEN 'holdDays' THEN
               'Начисления за новые договоры станут доступны к выводу раньше; начисления, которые уже ждут, ждут прежний срок.'
             ELSE
               'Выплаты меньше нового порога оператор проведёт без второго оператора, а начисления одного администратора ' ||
               'за день меньше него — без второго администратора.'
           END AS effect,
           jsonb_build_object('setting', s.name, 'before', s.was, 'value', s.asked) AS payload,
           NULL::bigint AS amount, NULL::uuid AS member_id,
           CASE WHEN s.status = 'applied' THEN 'approved'
                WHEN s.status = 'pending' AND s.newer > 0 THEN 'rejected'
                ELSE s.status END AS status,
           s.requested_by AS made_by, s.requested_at AS made_at,
           CASE WHEN s.status = 'pending' AND s.newer > 0 THEN s.requested_by ELSE s.decided_by END AS checked_by,
           CASE WHEN s.status = 'pending' AND s.newer > 0 THEN now() ELSE s.decided_at END AS checked_at,
           CASE WHEN s.status = 'rejected' THEN 'Причина не указана'
                WHEN s.status = 'pending' AND s.newer > 0
                  THEN 'Отозван при переносе в «На подтверждении»: по этой настройке ждёт более поздний запрос'
           END AS reason
      FROM (
        SELECT c.*, n.name,
               -- The value in force when it was asked for (a setting not saved then had its default),
               -- and the value asked for, in the contract's units: points, days.
               coalesce((c.before ->> n.name)::numeric, n.fallback) AS was,
               CASE n.name WHEN 'holdDays' THEN (c.value #>> '{}')::numeric
                           ELSE round((c.value #>> '{}')::numeric / 100, 2) END AS asked,
               count(*) FILTER (WHERE c.status = 'pending')
                 OVER (PARTITION BY c.key ORDER BY c.requested_at DESC, c.id DESC
                       ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS newer
          FROM settings_changes c
          CROSS JOIN LATERAL (
            SELECT CASE c.key WHEN 'reward_hold_days' THEN 'holdDays' ELSE 'payoutApprovalThreshold' END AS name,
                   CASE c.key WHEN 'reward_hold_days' THEN 0 ELSE 50000 END::numeric AS fallback
          ) n
      ) s
    UNION ALL
    SELECT 'operator_change',
           CASE WHEN c.kind = 'create_admin'
                THEN 'create_admin:' || encode(sha256(convert_to(c.email, 'UTF8')), 'hex')
                ELSE c.kind || ':' || c.operator_id END,
           CASE c.kind
             WHEN 'create_admin' THEN 'Создать администратора ' || c.email
             WHEN 'promote' THEN 'Повысить ' || c.email || ' до администратора'
             WHEN 'reset_password' THEN 'Сбросить пароль ' || c.email || ' (ссылка уйдёт на его e-mail)'
             ELSE 'Сбросить приложение-аутентификатор ' || c.email END,
           CASE c.kind
             WHEN 'create_admin' THEN 'Появится учётная запись администратора, а ссылка для задания пароля уйдёт на его e-mail.'
             WHEN 'promote' THEN 'Оператор получит права администратора.'
             WHEN 'reset_password' THEN 'Сеансы оператора завершатся, а ссылка для нового пароля уйдёт ему на e-mail.'
             ELSE 'Сеансы оператора завершатся; новое приложение-аутентификатор он подключит при следующем входе.' END,
           jsonb_build_object('change', c.kind,
                              'operatorId', CASE WHEN c.kind = 'create_admin' THEN NULL ELSE c.operator_id END,
                              'email', c.email, 'displayName', c.display_name),
           NULL, NULL,
           CASE c.status WHEN 'applied' THEN 'approved' ELSE c.status END,
           c.requested_by, c.requested_at, c.decided_by, c.decided_at,
           CASE WHEN c.status = 'rejected' THEN 'Причина не указана' END
      FROM operator_changes c
     WHERE c.kind <> 'create_operator' AND c.requested_by IS NOT NULL
       AND (c.status <> 'applied' OR c.decided_by IS NOT NULL)
    UNION ALL
    SELECT 'desk_payout', a.order_id::text,
           'Выплатить заявку № ' || a.order_id || ' на ' ||
             regexp_replace((o.amount / 100)::text, '([0-9])(?=([0-9]{3})+$)', '\1' || chr(160), 'g') ||
             CASE WHEN o.amount % 100 = 0 THEN '' ELSE ',' || lpad((o.amount % 100)::text, 2, '0') END ||
             chr(160) || 'б.',
           'Заявка будет выплачена способом, указанным в ней: вручную — отмечена выплаченной, платёжным сервисом или ' ||
             'банком — передана им на выплату.',
           jsonb_build_object('orderId', a.order_id), o.amount, o.member_id,
           CASE WHEN a.checker_id IS NOT NULL THEN 'approved' WHEN o.status = 'pending' THEN 'pending' ELSE 'rejected' END,
           a.maker_id, a.made_at,
           CASE WHEN a.checker_id IS NOT NULL THEN a.checker_id WHEN o.status <> 'pending' THEN a.maker_id END,
           CASE WHEN a.checker_id IS NOT NULL THEN a.checked_at WHEN o.status <> 'pending' THEN coalesce(o.closed_at, now()) END,
           CASE WHEN a.checker_id IS NOT NULL OR o.status = 'pending' THEN NULL
                WHEN o.status = 'cancelled' THEN 'Заявку отменил участник'
                ELSE 'Заявку ' || CASE o.status WHEN 'paid' THEN 'выплатил(а) ' ELSE 'отклонил(а) ' END ||
                     coalesce((SELECT e.actor FROM order_events e WHERE e.order_id = o.id AND e.status <> 'pending'
                                ORDER BY e.id DESC LIMIT 1), 'оператор') END
      FROM desk_payout_approvals a JOIN withdrawal_orders o ON o.id = a.order_id
  ) moved
 ORDER BY made_at, kind, subject;

DROP TABLE settings_changes;
DROP TABLE desk_payout_approvals;

-- `operator_changes` keeps the changes made, the facts of accounts' life cycles: the cooling-off rule
-- (approvals/cooling-off.ts) reads them for every change, also those one admin makes alone (a new
-- operator) or the command line makes (the first admins) — which were never requests, so the door has
-- no record of them. A change a second admin approved is both: its request at the door (who asked,
-- who decided, why) and its fact here (which account, when it took effect). What waits or was refused
-- is the door's alone.
DELETE FROM operator_changes WHERE status <> 'applied';
DROP INDEX operator_changes_pending_idx;
DROP INDEX operator_changes_one_pending_uq;
DROP INDEX operator_changes_target_idx;
ALTER TABLE operator_changes DROP CONSTRAINT operator_changes_checker_not_maker;
-- Dropping the status drops the CHECK that tied it to the decision's time, which now always is.
ALTER TABLE operator_changes DROP COLUMN status;
ALTER TABLE operator_changes ALTER COLUMN operator_id SET NOT NULL, ALTER COLUMN decided_at SET NOT NULL;
-- The database too refuses a change approved by its maker.
ALTER TABLE operator_changes ADD CONSTRAINT operator_changes_checker_not_maker
  CHECK (decided_by IS NULL OR decided_by <> requested_by);
CREATE INDEX operator_changes_target_idx ON operator_changes (operator_id, decided_at DESC);
