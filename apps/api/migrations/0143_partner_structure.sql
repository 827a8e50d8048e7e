-- The partner API sends the team structure too (docs/partner-api.md «Структура», decision 0065): a key
-- may hold the scope structure:write, and a structure batch is kept by its Idempotency-Key like the others.
ALTER TABLE partner_keys DROP CONSTRAINT partner_keys_scopes_check;
ALTER TABLE partner_keys ADD CONSTRAINT partner_keys_scopes_check
  CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['contracts:write', 'contracts:read', 'structure:write']);

ALTER TABLE partner_batches DROP CONSTRAINT partner_batches_kind_check;
ALTER TABLE partner_batches ADD CONSTRAINT partner_batches_kind_check CHECK (kind IN ('contracts', 'events', 'structure'));
