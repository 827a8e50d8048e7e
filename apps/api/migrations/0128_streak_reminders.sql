-- The weekly streak (docs/product.md §11.2) is computed from the contracts on every read; what is
-- stored is only that a member was told, on Saturday, that their series would break at the end of the
-- week: once per member and week, whichever process runs the job and however often it is retried.
CREATE TABLE streak_reminders (
  member_id uuid NOT NULL REFERENCES members (id),
  -- The Monday of the week the reminder was about.
  week date NOT NULL,
  weeks integer NOT NULL CHECK (weeks >= 1),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, week)
);
