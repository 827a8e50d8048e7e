-- A member's transactions have one index: the history search's (0012: member, time descending, id
-- descending, kind and search text included), which serves every read by member and time the
-- older (member, time) index served. With both, the search's prepared statement got a generic plan
-- that read the older index and sorted: for an unknown member the planner expects a line or two,
-- so an ordered scan saves it nothing, and once some of the table's pages are not all-visible the
-- covering index costs more. For the heaviest member that plan read and sorted every matching line
-- at every page, however deep (36–40 ms against 0.2–7 ms; decision 0014). Without it the generic
-- plan is the ordered scan stopping at the page, and each new transaction updates one index less.
DROP INDEX IF EXISTS ledger_transactions_member_idx;
