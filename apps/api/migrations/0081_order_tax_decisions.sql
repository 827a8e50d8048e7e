-- The tax decision of each withdrawal order (decision 0042), taken once when the member asks and
-- kept with the order: the regime it is paid under, the ИНН, the residency, who pays the НДФЛ (its
-- rates and amounts are the order's rows in order_taxes) and, for a self-employed member, the
-- binding at the payout provider the receipt is registered through. The payout carries what the
-- order kept; the member's profile, changed since, is never read again for it.
CREATE TABLE order_tax_decisions (
  order_id bigint PRIMARY KEY REFERENCES withdrawal_orders (id),
  regime text NOT NULL CHECK (regime IN ('individual', 'self_employed', 'entrepreneur')),
  inn text CHECK (inn ~ '^[0-9]{12}$'),
  resident boolean NOT NULL,
  -- Null when the programme is not the member's tax agent (самозанятый, ИП).
  payer text CHECK (payer IN ('member', 'company')),
  -- The self-employed binding (the provider's object) the order is paid with; null for the others.
  npd_binding_id text,
  decided_at timestamptz NOT NULL,
  CHECK (regime = 'self_employed' OR npd_binding_id IS NULL)
);

-- The orders still open when this was introduced: decided as their payout would have read them.
INSERT INTO order_tax_decisions (order_id, regime, inn, resident, payer, npd_binding_id, decided_at)
SELECT o.id, coalesce(p.regime, 'individual'), p.inn, coalesce(p.resident, true),
       (SELECT t.payer FROM order_taxes t WHERE t.order_id = o.id LIMIT 1),
       CASE WHEN p.regime = 'self_employed' AND n.binding_status = 'confirmed' AND n.binding_inn = p.inn THEN n.binding_id END,
       o.created_at
  FROM withdrawal_orders o
  LEFT JOIN member_tax_profiles p ON p.member_id = o.member_id
  LEFT JOIN member_npd n ON n.member_id = o.member_id
 WHERE o.status = 'pending';
