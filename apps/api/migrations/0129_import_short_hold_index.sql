-- The import's page counts its new rows whose hold is shorter than the programme's (they wait for a
-- second admin, decision 0060) each time it is read, and it is read every few seconds while the import
-- applies. Only rows that name a hold can be short: indexed apart, the count reads those few rows
-- instead of every new row of the import.
CREATE INDEX contract_import_rows_hold_idx ON contract_import_rows (import_id, hold_days)
  WHERE kind = 'new' AND hold_days IS NOT NULL;
