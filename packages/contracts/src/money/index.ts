// Contracts of the money feature; one file per operation, re-exported here.
export {};
